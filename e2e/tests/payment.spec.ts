import type { Article } from '@bookshop/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { articles, updateCompanySettings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { FAKE_CARD, FAKE_PAYPAL } from '../support/servers';
import { DEMO_CUSTOMER, logIn } from '../support/session';

/**
 * Online payment, against the local fake PayPal and card provider (api/test/fakes) that the API and the browser reach
 * as they would reach the real ones. The shop's keys are set for these tests only.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => updateCompanySettings({ paypal_client_id: FAKE_PAYPAL.clientId, card_public_key: FAKE_CARD.publishableKey }));
test.afterAll(() => updateCompanySettings({ paypal_client_id: '', card_public_key: '' }));

/** Books with plenty of stock, away from the pages the other tests pick from. */
async function stockedBooks(count: number): Promise<Article[]> {
  const found = (await articles('sort=title&page=2')).filter((article) => article._qte_a_terme_calcule >= 8);
  if (found.length < count) throw new Error('not enough stocked books on page 2');
  return found.slice(0, count);
}

async function addToCart(page: Page, id: number) {
  await page.goto(`/bookdetails/${id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

/** A guest's checkout up to the payment step, collecting the order at the shop (no address). */
async function guestCheckout(page: Page, method: RegExp) {
  await page.goto('/checkout');
  await page.getByLabel('Adresse email (pour suivre la commande)').fill(`payeur-${Date.now()}@example.fr`);
  await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement', level: 1 })).toBeVisible();
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByRole('button', { name: 'Payer maintenant' }).click();
}

test('a declined card leads to /checkout-result with a way to retry, and another card pays the order', async ({ page }) => {
  const [book] = await stockedBooks(1);
  await addToCart(page, (book as Article).id);
  await guestCheckout(page, /Carte bancaire/);
  await expect(page.getByText(/Montant à payer : .*\$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await payByCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/checkout-result\?number=.*&status=failed/);
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();
  await expect(page.getByText('Votre paiement n’a pas abouti et rien n’a été débité.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('heading', { name: 'Paiement reçu, merci !' })).toBeVisible();
  // The page reads the order back from the server: a reload still says paid.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paiement reçu, merci !' })).toBeVisible();
});

test('a guest pays with PayPal; a cancelled PayPal window keeps the order payable', async ({ page }) => {
  const [, book] = await stockedBooks(2);
  await addToCart(page, (book as Article).id);
  await guestCheckout(page, /^PayPal/);

  await fetch(`${FAKE_PAYPAL.url}/fake/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approval: 'cancel' }) });
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible();

  await fetch(`${FAKE_PAYPAL.url}/fake/control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approval: 'approve' }) });
  await page.getByRole('button', { name: 'PayPal', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement reçu, merci !' })).toBeVisible();

  await page.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
});

test('a guest cart merges into the customer\'s server cart at login, quantities added, nothing lost or doubled', async ({ page }) => {
  const [first, second, third] = (await stockedBooks(3)) as [Article, Article, Article];
  // The customer already has one copy of the first book in their server cart.
  await logIn(page);
  await page.goto('/cart');
  // Start from an empty server cart (earlier tests may have left books in it).
  while ((await page.locator('.cart-lines').getByRole('button', { name: /^Retirer .* du panier$/ }).count()) > 0) {
    await page.locator('.cart-lines').getByRole('button', { name: /^Retirer .* du panier$/ }).first().click();
    await page.waitForTimeout(300);
  }
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await addToCart(page, first.id);
  await page.getByRole('button', { name: `Compte de ${DEMO_CUSTOMER.firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // As a guest: the first book again, and two others.
  await addToCart(page, first.id);
  await addToCart(page, second.id);
  await addToCart(page, third.id);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await logIn(page);
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  const lines = page.locator('.cart-lines').getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  const firstLine = lines.filter({ hasText: first.designation.slice(0, 15) });
  await expect(firstLine.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
  // A reload reads the merged cart from the server.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
});
