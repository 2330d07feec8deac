import type { Article } from '@bookshop/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { articles, createCoupon } from '../support/api';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/session';

/** Two books with plenty of stock, away from the ones the cart tests pick (those look for small stocks). */
async function twoBooks(): Promise<[Article, Article]> {
  const found = (await articles('sort=title&page=3')).filter((article) => article._qte_a_terme_calcule >= 8);
  if (found.length < 2) throw new Error('not enough stocked books on page 3');
  return found.slice(0, 2) as [Article, Article];
}

async function addToCart(page: Page, id: number) {
  await page.goto(`/bookdetails/${id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('a guest orders two books with a bank transfer, sees the order number, then follows it on /track-order', async ({ page }) => {
  const [first, second] = await twoBooks();
  const email = `invite-${Date.now()}@example.fr`;
  await addToCart(page, first.id);
  await addToCart(page, second.id);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.checkout-totals')).toContainText('Total à payer');
  expect(await seriousViolations(page)).toEqual([]);

  // Required fields first.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Veuillez saisir votre adresse email.')).toBeVisible();
  await expect(page.getByText('Veuillez saisir l’adresse.')).toBeVisible();

  await page.getByLabel('Adresse email (pour suivre la commande)').fill(email);
  await page.getByLabel('Prénom').fill('Fantine');
  await page.getByLabel('Nom', { exact: true }).fill('Thénardier');
  await page.getByLabel('Téléphone').fill('01 23 45 67 89');
  await page.getByLabel('Adresse', { exact: true }).fill('2 rue de Montfermeil');
  await page.getByLabel('Code postal').fill('93370');
  await page.getByLabel('Ville').fill('Montfermeil');
  await page.getByRole('radio', { name: /Point relais/ }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  await expect(page).toHaveURL(/\/order-success\?number=/);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  const number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';
  expect(number).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.locator('.order-success__bank')).toContainText('IBAN');
  // Until when the unpaid order holds its books (7 days for a bank transfer).
  await expect(page.getByText(/^Vos livres sont réservés jusqu’au \d{1,2} \S+ \d{4} à \d\d:\d\d : sans virement reçu/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  // The page survives a reload (the order is kept for this tab).
  await page.reload();
  await expect(page.locator('.order-success__number')).toContainText(number);

  await page.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await page.getByLabel('Numéro de commande (ex. ABCD-EFGH-JKLM)').fill(number);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.locator('.track-result')).toContainText(`Commande ${number} : 2 livres`);
  await expect(page.locator('.track-result .order-status')).toHaveText('En attente de paiement');
});

test('a customer orders with a saved address and finds the order in /ordertracking with its timeline', async ({ page }) => {
  const [first] = await twoBooks();
  await logIn(page);
  // The demo customer gets an address through the profile page first (if none yet).
  await page.goto('/accountprofile');
  await expect(page.locator('.profile-page__sections')).toBeVisible();
  if ((await page.locator('.address-card').count()) === 0) {
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: 'Ajouter une adresse' });
    await form.getByLabel('Nom de l’adresse (Maison, Bureau…)').fill('Maison');
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Durand');
    await form.getByLabel('Téléphone').fill('01 23 45 67 89');
    await form.getByLabel('Adresse', { exact: true }).fill('5 rue des Archives');
    await form.getByLabel('Code postal').fill('75004');
    await form.getByLabel('Ville').fill('Paris');
    await form.getByLabel('Pays').selectOption('FR');
    await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect(page.locator('.address-card')).toHaveCount(1);
  }
  await addToCart(page, first.id);
  await page.goto('/checkout');
  await expect(page.getByText('La confirmation sera envoyée à client@librairie-lumiere.fr.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Mes adresses' }).getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/order-success/);
  const number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';

  await page.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(page).toHaveURL(/\/ordertracking$/);
  await page.getByRole('link', { name: `Voir la commande ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/followorder/${number}$`));
  await expect(page.locator('.order-timeline')).toContainText('En attente de paiement');
  await expect(page.locator('.follow-order__lines')).toContainText(first.designation);
});

test('the shop marks an order paid from the admin panel, and the visitor then sees it paid', async ({ page }) => {
  const [book] = await twoBooks();
  const email = `paye-${Date.now()}@example.fr`;
  const placed = await page.request.post('/api/gmp/lumiere/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { lines: [{ article_id: book.id, quantity: 1 }], delivery_method: 'shop_pickup', email, payment_method: 'bank_transfer' },
  });
  expect(placed.status()).toBe(201);
  const { number } = ((await placed.json()) as { data: { number: string } }).data;

  await page.goto('/admin-panel');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('admin@librairie-lumiere.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admin-Lumiere-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('link', { name: 'Commandes' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('En attente de paiement');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('combobox').selectOption({ label: 'Payée' });
  await row.getByRole('button', { name: 'Passer à « Payée »' }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Payée');

  await page.goto('/track-order');
  await page.getByLabel('Numéro de commande (ex. ABCD-EFGH-JKLM)').fill(number);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.locator('.track-result .order-status')).toHaveText('Payée');
  await expect(page.locator('.track-result .order-timeline li')).toHaveCount(2);
});

test('a guest applies a coupon code at checkout: the books get at most 5 % off, the order records the code', async ({ page }) => {
  let book: Article | undefined;
  for (let listPage = 1; listPage <= 10 && !book; listPage++) {
    book = (await articles(`sort=price_desc&page=${listPage}`)).find((article) => article.discount === 0 && article._qte_a_terme_calcule >= 8);
  }
  if (!book) throw new Error('no stocked book without a discount');
  const code = `LECTURE${Date.now() % 100000}`;
  await createCoupon(code, 'percent', 20);
  await addToCart(page, book.id);
  await page.goto('/checkout');
  await expect(page.locator('.checkout-totals')).toContainText('Total à payer');

  // Empty, the spec's required-field message; an unknown code, the shop's refusal.
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Veuillez saisir le code promo !')).toBeVisible();
  await page.getByLabel('Code promo').fill('PAS-UN-CODE');
  await page.getByLabel('Code promo').press('Enter');
  await expect(page.getByText('Ce code promo n’existe pas.')).toBeVisible();
  await expect(page, 'Enter in the code field never sends the order').toHaveURL(/\/checkout$/);

  await page.getByLabel('Code promo').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(`Code promo ${code} appliqué.`)).toBeVisible();
  // 20 % asked, 5 % of the public price at most on a book (its own discount included).
  const capCents = Math.floor((Math.round(book._prix_public_ttc * 100) * 5) / 100);
  const expected = `−${(capCents / 100).toFixed(2).replace('.', ',')}`;
  await expect(page.locator('.checkout-totals')).toContainText(`Code promo ${code} (livres)`);
  await expect(page.locator('.checkout-totals')).toContainText(expected);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Adresse email (pour suivre la commande)').fill(`promo-${Date.now()}@example.fr`);
  await page.getByLabel('Prénom').fill('Cosette');
  await page.getByLabel('Nom', { exact: true }).fill('Fauchelevent');
  await page.getByLabel('Téléphone').fill('01 23 45 67 89');
  await page.getByLabel('Adresse', { exact: true }).fill('7 rue de l’Homme-Armé');
  await page.getByLabel('Code postal').fill('75004');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByRole('radio', { name: /Point relais/ }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/order-success\?number=/);
  await expect(page.locator('main')).toContainText(`Code promo ${code} (livres)`);
});
