import { articles, importOnix, uniqueEan, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { onixMessage, onixProduct } from '../support/onix';
import { adminLogIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Pre-orders (issue 45): a title the trade's feed announces for next year, without copies, is pre-ordered by a guest
 * (the cart and the checkout say when it comes out, the checkout states the payment rule before paying); staff see the
 * order waiting on the book's page and on the order's; the copies they receive go to it. The book is taken out of the
 * storefront at the end.
 */

const NEXT_YEAR = new Date().getFullYear() + 1;

const forthcomingRecord = (ean: string, title: string) =>
  onixMessage(
    onixProduct({
      reference: `e2e.preorder.${ean}`,
      notification: '02',
      ean,
      form: 'BB',
      title,
      author: 'George Sand',
      status: '02',
      published: `${NEXT_YEAR}0312`,
      availability: '10',
      price: '21.00',
    }),
  );

test('a guest pre-orders a forthcoming title, told when it ships and how it is paid; staff see it wait, and the copies they receive go to it', async ({ page }) => {
  const ean = uniqueEan();
  const title = `Les Saisons du moulin ${Date.now().toString(36)}`;
  expect(await importOnix(forthcomingRecord(ean, title), `preorder-${ean}.xml`)).toBe('completed');
  const [book] = await articles(`smart_search=${ean}`);
  if (!book) throw new Error('the imported book is not in the shop');
  const comesOut = `Précommande : paraît le 12 mars ${NEXT_YEAR}`;
  try {
    // The book page: pre-ordered, not "sold out".
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.locator('.stock--forthcoming').first()).toHaveText(`À paraître le 12 mars ${NEXT_YEAR}`);
    await page.getByRole('button', { name: 'Précommander' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText(comesOut);
    await expect(line.getByText('ÉPUISÉ')).toHaveCount(0);
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await expect(page.locator('.checkout-lines')).toContainText(comesOut);
    await expect(page.getByTestId('preorder-rule')).toContainText('vous payez aujourd’hui');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Adresse email (pour suivre la commande)').fill(`precommande-${Date.now()}@example.fr`);
    await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();
    await expect(page.locator('.checkout-lines')).toContainText(comesOut);
    const number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';

    // Staff: the order waits on the book's page and on its own page, and cannot be prepared yet.
    await adminLogIn(page);
    await page.goto(`/admin-panel/books/${book.id}`);
    const preorders = page.getByRole('region', { name: 'Précommandes' });
    await expect(preorders.getByRole('link', { name: number })).toBeVisible();
    await preorders.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Commande ${number}` })).toBeVisible();
    await expect(page.locator('.orders-cell__preorder')).toContainText(`${comesOut} · 1 ex. attendu(s)`);
    // Paid (the transfer arrived): the order queues for the copies, and still cannot be prepared.
    await page.getByRole('button', { name: 'Passer à « Payée »' }).click();
    await expect(page.getByText('Payée', { exact: true }).first()).toBeVisible();

    // Two copies arrive: one goes to the order, the other to the shelf.
    await page.goto(`/admin-panel/books/${book.id}`);
    await page.getByLabel('Stock (exemplaires)').fill('2');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('1 exemplaire(s) attribué(s) aux précommandes : le stock affiché est ce qui reste en vente.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Précommandes' })).toHaveCount(0);
    await expect(page.getByLabel('Stock (exemplaires)')).toHaveValue('1');
    const [after] = await articles(`smart_search=${ean}`);
    expect(after?._qte_a_terme_calcule).toBe(1);
  } finally {
    await unpublishBook(book.id);
  }
});
