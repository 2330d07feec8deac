/**
 * /books without JavaScript (a shopper whose script failed, a crawler): the search, the filters and the order are GET
 * forms and the pager is links, so the server's HTML alone lets a shopper reach any book of the list.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A page of a browser context with JavaScript off (closed with its context at the end of the test). */
async function pageWithoutScript(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

/** The prices of the listed books, as numbers. */
async function prices(page: Page): Promise<number[]> {
  return (await page.locator('.book-card .bk-price__now').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
}

test("without JavaScript a shopper reads a search's results, filters, sorts, pages and opens a book", async ({ browser }) => {
  const page = await pageWithoutScript(browser);
  await page.goto('/books');
  const count = page.locator('.books-page__count');
  await expect(count).toHaveText('254 livres');

  // Search from the header: before the catalog's box arrives (here, never) the header holds a plain search of /books.
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Rechercher un livre, un auteur, un ISBN' }).fill('miserables');
  await header.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/books\?q=miserables$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « miserables »');
  await expect(page.locator('.book-card__title', { hasText: 'Les Misérables' }).first()).toBeVisible();

  // Filter: tick a category and send the panel's form with its button.
  await page.goto('/books');
  await page.getByRole('checkbox', { name: 'Littérature', exact: true }).check();
  await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect(page.getByRole('checkbox', { name: 'Littérature', exact: true })).toBeChecked();
  await expect(count).not.toHaveText('254 livres');
  const filtered = await count.textContent();

  // Sort: choose an order and send its form; the filter is kept.
  await page.getByLabel('Trier par').selectOption('price_asc');
  await page.getByRole('button', { name: 'Trier', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect(count).toHaveText(filtered ?? '');
  const firstPage = await prices(page);
  expect([...firstPage].sort((a, b) => a - b)).toEqual(firstPage);

  // Page: the pager's links keep the filter and the order.
  await page.getByRole('link', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible();
  expect((await prices(page))[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
  await page.getByRole('link', { name: 'Précédent' }).click();
  await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);

  // A price range and availability, with the price's own button: the page goes back to 1, the rest is kept.
  await page.getByRole('checkbox', { name: 'En stock uniquement' }).check();
  await page.getByRole('textbox', { name: 'Prix minimum' }).fill('5');
  await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(page).toHaveURL(/[?&]stock=1/);
  await expect(page).toHaveURL(/[?&]min=5/);
  await expect(page).toHaveURL(/[?&]category=\d+/);
  await expect(page.getByRole('textbox', { name: 'Prix minimum' })).toHaveValue('5');
  await expect(page.getByRole('checkbox', { name: 'En stock uniquement' })).toBeChecked();

  // Open a book.
  const title = (await page.locator('.book-card__title').first().textContent()) ?? '';
  await page.locator('.book-card__link').first().click();
  await expect(page).toHaveURL(/\/bookdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.context().close();
});

test('without JavaScript, on a phone, the folded filter panel opens from its toggle', async ({ browser }) => {
  const page = await pageWithoutScript(browser, { width: 390, height: 844 });
  await page.goto('/books');
  const literature = page.getByRole('checkbox', { name: 'Littérature', exact: true });
  await expect(literature).toBeHidden();
  await page.getByRole('link', { name: 'Filtres', exact: true }).click();
  await expect(literature).toBeVisible();
  await literature.check();
  await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
  await expect(page).toHaveURL(/[?&]category=\d+/);
  // With a filter on, the panel arrives open.
  await expect(page.getByRole('checkbox', { name: 'Littérature', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Littérature', exact: true })).toBeVisible();
  await page.context().close();
});
