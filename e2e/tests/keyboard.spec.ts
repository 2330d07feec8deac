import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bookWithStock } from '../support/api';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks a page; fails when it is not
 * reached within `most` presses (a control out of the tab order, or a focus trap).
 */
async function tabTo(page: Page, target: Locator, { most = 80, backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} was not reached with ${most} presses of Tab`);
}

test('a guest buys a book with the keyboard alone: search, book page, add to cart, cart, checkout, order success', async ({ page }) => {
  const book = await bookWithStock(6);
  const words = book.designation.split(/\s+/).slice(0, 3).join(' ');
  await page.goto('/');

  // Search from the header: type, go down to the book among the results, open it.
  const search = page.getByRole('combobox', { name: 'Rechercher un livre, un auteur, un ISBN' });
  await tabTo(page, search);
  await page.keyboard.type(words, { delay: 20 });
  const option = page.getByRole('option').filter({ hasText: book.designation.slice(0, 20) }).first();
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 10 && (await option.getAttribute('aria-selected')) !== 'true'; presses++) await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bookdetails/${book.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.designation);

  // Add it to the cart; the popup takes the focus and leads to the cart.
  await tabTo(page, page.getByRole('button', { name: 'Ajouter au panier' }));
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await tabTo(page, popup.getByRole('link', { name: 'Finaliser ma commande' }), { most: 30 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await tabTo(page, page.getByRole('link', { name: 'Passer la commande' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // The checkout form, field after field.
  const fields: Array<[Locator, string]> = [
    [page.getByLabel('Adresse email (pour suivre la commande)'), `clavier-${Date.now()}@example.fr`],
    [page.getByLabel('Prénom'), 'Jean'],
    [page.getByLabel('Nom', { exact: true }), 'Valjean'],
    [page.getByLabel('Téléphone'), '01 23 45 67 89'],
    [page.getByLabel('Adresse', { exact: true }), '55 rue Plumet'],
    [page.getByLabel('Code postal'), '75007'],
    [page.getByLabel('Ville'), 'Paris'],
  ];
  for (const [field, value] of fields) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  const delivery = page.getByRole('radio', { name: /Point relais/ });
  // Into the delivery choices (a radio group: its chosen one is in the tab order), then down to the pick-up point.
  await tabTo(page, page.getByRole('radio', { name: /Livraison à domicile/ }));
  for (let presses = 0; presses < 6 && !(await delivery.isChecked()); presses++) await page.keyboard.press('ArrowDown');
  await expect(delivery).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Confirmer la commande' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-success\?number=/);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the /books category tree works from the keyboard: arrows open a branch, Enter lists its books', async ({ page }) => {
  await page.goto('/books');
  const tree = page.getByRole('tree', { name: 'Catégories' });
  await tabTo(page, tree.getByRole('treeitem').first());
  const literature = tree.getByRole('treeitem', { name: 'Littérature', exact: true });
  for (let presses = 0; presses < 10 && !(await literature.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('ArrowDown');
  await expect(literature).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(literature).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tree.locator('[role="treeitem"][aria-level="2"]').first(), 'Right on an open branch goes to its first child').toBeFocused();
  const child = tree.getByRole('treeitem', { name: 'Littérature française', exact: true });
  for (let presses = 0; presses < 6 && !(await child.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('ArrowDown');
  await expect(child).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\?category=\d+$/);
  await expect(tree.getByRole('treeitem', { name: 'Littérature française', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.book-card').first()).toBeVisible();
  // The branch stays open on the next visit (kept in the store).
  await page.goto('/books');
  await expect(page.getByRole('tree', { name: 'Catégories' }).getByRole('treeitem', { name: 'Littérature', exact: true })).toHaveAttribute('aria-expanded', 'true');
});
