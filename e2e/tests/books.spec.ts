import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';

/** The count a filter choice shows in its label: "Littérature (120)" reads 120. */
const shownCount = async (choice: Locator) => Number((await choice.locator('xpath=..').textContent())?.match(/\((\d+)\)/)?.[1]);

test('browse a category, filter, sort, page, open a book and add it to the cart', async ({ page }) => {
  await page.goto('/books');
  const count = page.locator('.books-page__count');
  await expect(count).toContainText('254 livres');

  // The filter panel tells how many books each choice lists (GET /articles/facets), and the list agrees.
  const literature = page.getByRole('checkbox', { name: /^Littérature \(\d+\)$/ });
  const literatureCount = await shownCount(literature);
  expect(literatureCount).toBeGreaterThan(24);
  await literature.click();
  await expect(page).toHaveURL(/category=\d+/);
  await expect(count).toHaveText(`${literatureCount} livres`);

  // The in-stock count follows the chosen category.
  const inStock = page.getByRole('checkbox', { name: /^En stock uniquement \(\d+\)$/ });
  await expect(async () => expect(await shownCount(inStock)).toBeLessThan(literatureCount)).toPass();
  const inStockCount = await shownCount(inStock);
  await inStock.click();
  await expect(inStock).toBeChecked();
  await expect(count).toHaveText(`${inStockCount} livres`);

  await page.getByLabel('Trier par').selectOption('price_asc');
  const prices = async () =>
    (await page.locator('.book-card .bk-price__now').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.locator('.book-card')).toHaveCount(24);
  // The sorted page replaces the one shown before once its loader answers.
  await expect.poll(async () => {
    const shown = await prices();
    return [...shown].sort((a, b) => a - b).join() === shown.join();
  }).toBe(true);
  const firstPage = await prices();

  await page.getByRole('link', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 sur \d+/)).toBeVisible();
  const secondPage = await prices();
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1] ?? 0);

  // The filters are in the URL: back returns to page 1 with the same filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('checkbox', { name: /^Littérature \(/ })).toBeChecked();

  await page.locator('.book-card__link').first().click();
  await expect(page).toHaveURL(/\/bookdetails\/\d+$/);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('search by title without accents and by ISBN with hyphens', async ({ page }) => {
  await page.goto('/books?q=miserables');
  await expect(page.locator('.book-card__title', { hasText: 'Les Misérables' }).first()).toBeVisible();

  const isbn = await page.evaluate(async () => {
    const answer = await fetch('/api/gmp/lumiere/articles?ecom_type=lumiere&smart_search=miserables').then((r) => r.json());
    return answer.data[0]._code_barre as string;
  });
  const hyphenated = `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 12)}-${isbn.slice(12)}`;
  await page.goto(`/books?q=${hyphenated}`);
  await expect(page.locator('.books-page__count')).toHaveText('1 livre');
  await expect(page.locator('.book-card__title')).toHaveText('Les Misérables');
});

test('the author filter keeps that author’s books only', async ({ page }) => {
  await page.goto('/books');
  await page.getByLabel('Auteur', { exact: true }).selectOption({ label: 'Victor Hugo' });
  await expect(page).toHaveURL(/author=\d+/);
  await expect(page.locator('.books-page__count')).not.toContainText('254');
  const authors = await page.locator('.book-card__author').allTextContents();
  expect(authors.length).toBeGreaterThan(3);
  expect(new Set(authors)).toEqual(new Set(['Victor Hugo']));
});

test('the translator filter keeps the books that person translated, and survives a reload', async ({ page }) => {
  await page.goto('/books');
  await page.getByLabel('Traducteur', { exact: true }).selectOption({ label: 'Charles Baudelaire' });
  await expect(page).toHaveURL(/translator=\d+/);
  await expect(page.locator('.books-page__count')).toHaveText('2 livres');
  await page.reload();
  await expect(page.getByLabel('Traducteur', { exact: true })).toHaveValue(/\d+/);
  await expect(page.locator('.book-card__title')).toHaveCount(2);
  expect((await page.locator('.book-card__title').allTextContents()).sort()).toEqual([
    'Histoires extraordinaires',
    'Nouvelles Histoires extraordinaires',
  ]);
});

// Five columns of a wide screen share the row's width by fractions of a pixel, and the browser gave the spare ones to
// the last: its cover was the page's largest paint, though asked for last, on a connection of its own. Of covers the
// same size, the largest paint is the first drawn.
test('a row’s covers are the same whole-pixel size on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await page.goto('/books');
  const covers = page.locator('.book-grid .book-card__cover');
  await expect(covers.first()).toBeVisible();
  const sizes = await covers.evaluateAll((all) => all.slice(0, 5).map((cover) => [cover.getBoundingClientRect().width, cover.getBoundingClientRect().height]));
  expect(sizes).toHaveLength(5);
  expect(new Set(sizes.map((size) => size.join('x'))).size).toBe(1);
  expect(Number.isInteger(sizes[0]?.[0])).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters start closed and their choices are read once opened; on a wide screen they are there without scrolling', async ({ page }) => {
    const choiceCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/(collections|publishers|collaborators|articles\/facets)$/.test(path)) choiceCalls.push(path.replace(/^.*\//, ''));
    });
    await page.goto('/books');
    // The header's cart button comes once the page is hydrated.
    await expect(page.locator('.mini-cart')).toBeVisible();
    await page.waitForTimeout(500);
    expect(choiceCalls).toEqual([]);

    const toggle = page.getByRole('button', { name: 'Filtres' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: /^Littérature \(\d+\)$/ })).toBeVisible();
    expect([...new Set(choiceCalls)].sort()).toEqual(['collaborators', 'collections', 'facets', 'publishers']);

    // The same page on a wide screen: the sidebar's filters are below the category menu, and loaded all the same.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/books');
    await expect(page.getByRole('checkbox', { name: /^Littérature \(\d+\)$/ })).toBeVisible();
  });
});
