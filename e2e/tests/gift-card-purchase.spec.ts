import { apiLogin, giftCardsOf, moveOrder } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO_CUSTOMER, logIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Buying a gift card (issue 46): the demo customer buys a 60 € card for themselves from the footer's link and pays by
 * bank transfer; once staff record the transfer, the card is in their account with its full balance. A second buy for
 * someone is refused in the page while the recipient has no name. The card bought here is cancelled at the end (the
 * order refunded), so the account's demo cards stay as the other specs expect them.
 */
test('the customer buys a gift card for themselves, and it is in their account once paid', async ({ page }) => {
  const token = await apiLogin(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const before = (await giftCardsOf(token)).length;
  let number = '';
  try {
    await logIn(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Offrir une carte cadeau' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offrir une carte cadeau' })).toBeVisible();
    await page.getByRole('radio', { name: /^60,00\s€$/ }).check();

    // For someone: their name is asked first.
    await page.getByRole('radio', { name: /^Pour quelqu’un/ }).check();
    await page.getByRole('button', { name: /^Payer 60,00\s€$/ }).click();
    await expect(page.getByLabel('Nom de la personne')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: /^Pour moi/ }).check();
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await page.getByRole('button', { name: /^Payer 60,00\s€$/ }).click();
    await expect(page).toHaveURL(/\/order-success\?number=/);
    number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';
    await expect(page.locator('main')).toContainText(/Carte cadeau de 60,00\s€/);

    // Staff record the transfer: the card is issued in the account.
    await moveOrder(number, 'paid');
    const cards = await giftCardsOf(token);
    expect(cards).toHaveLength(before + 1);
    const bought = cards.find((card) => card.initial === 60 && card.uses.length === 0);
    expect(bought?.balance).toBe(60);
    await page.goto('/accountprofile');
    await expect(page.getByRole('region', { name: 'Mes cartes cadeaux' }).locator('.gift-card-list__item', { hasText: bought?.code ?? '?' })).toContainText(/60,00\s€/);
  } finally {
    // Refunded before it paid anything, the card is cancelled with its order.
    if (number) await moveOrder(number, 'refunded');
  }
});
