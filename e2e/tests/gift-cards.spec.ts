import { apiLogin, createBook, giftCardsOf, moveOrder, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { DEMO_CUSTOMER, logIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Gift cards (issue 46): the demo customer pays half an order with the 25 € card of their account and half by bank
 * transfer. The checkout says what the card pays and what is left, the confirmation asks a transfer of the rest, the
 * profile shows the card spent and where. The order is cancelled at the end, which gives the card its 25 € back, and the
 * book made here is taken out of the storefront.
 */
test('the customer pays half an order with a gift card and half by bank transfer; the card shows where it went', async ({ page }) => {
  const title = `Le Grand Livre des cadeaux ${Date.now().toString(36)}`;
  const book = await createBook({ title, price_ht_cents: 4739, price_ttc_cents: 5000, stock: 5 });
  const token = await apiLogin(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const card = (await giftCardsOf(token)).find((mine) => mine.state === 'active' && mine.balance === 25 && mine.uses.length === 0);
  expect(card, 'the demo customer has an untouched 25 € card').toBeDefined();
  const code = card?.code ?? '';
  const end = `…-${code.slice(-4)}`;
  let number = '';
  try {
    await logIn(page);
    await page.goto(`/bookdetails/${book.id}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
    await expect(page.locator('.checkout-totals')).toContainText('50,00');

    // Typed as people type it: small letters and spaces.
    await page.getByLabel('Carte cadeau').fill(code.toLowerCase().replaceAll('-', ' '));
    await page.getByLabel('Carte cadeau').press('Enter');
    await expect(page, 'Enter in the card field never sends the order').toHaveURL(/\/checkout$/);
    await expect(page.getByText(`Carte cadeau ${end} : 25,00 € disponibles.`)).toBeVisible();
    await expect(page.locator('.checkout-totals')).toContainText(`Carte cadeau ${end}`);
    await expect(page.locator('.checkout-totals')).toContainText(/Reste à payer\s*25,00\s€/);
    await expect(page.getByText('Votre carte cadeau paie 25,00 € ; le reste se paie par le moyen choisi.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();

    await expect(page).toHaveURL(/\/order-success\?number=/);
    number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';
    await expect(page.getByText(/Pour régler 25,00\s€, faites un virement avec la référence/)).toBeVisible();
    await expect(page.locator('main')).toContainText(`Carte cadeau ${end}`);

    // The profile: the card is spent, and names the order.
    await page.goto('/accountprofile');
    const cards = page.getByRole('region', { name: 'Mes cartes cadeaux' });
    const spent = cards.locator('.gift-card-list__item', { hasText: code });
    await expect(spent).toContainText('Épuisée');
    await expect(spent).toContainText(/0,00\s€ sur 25,00\s€/);
    await spent.getByText('Utilisations').click();
    await expect(spent.getByRole('link', { name: new RegExp(`25,00\\s€ pour la commande ${number}`) })).toBeVisible();
  } finally {
    // Cancelled, the order gives the card its 25 € back for the next run.
    if (number) await moveOrder(number, 'cancelled');
    await unpublishBook(book.id);
  }
  const after = (await giftCardsOf(token)).find((mine) => mine.code === code);
  expect(after?.balance).toBe(25);
});
