/**
 * Editions and ISBNs: /isbn/{isbn} redirects to the book page for any form of its ISBN (the store's server answers the
 * 301, an unknown or invalid one is the 404 page), the ISBN shows hyphenated by its official ranges, and each edition
 * of a work sold in both languages leads to the other. The seed links Notre-Dame de Paris (book 1) with its English
 * translation.
 */
import type { Page } from '@playwright/test';
import type { Article, ItemAnswer } from '@bookshop/contracts';
import { expect, test } from '../support/test';
import { adminLogIn } from '../support/session';

const API = 'http://127.0.0.1:4000/api/gmp/lumiere';
/** Notre-Dame de Paris, French edition (the seed's first book) and English edition. */
const FRENCH = { isbn13: '9782490512584', hyphenated: '978-2-490512-58-4', isbn10: '2-490512-58-7' };
const ENGLISH = { isbn13: '9781803417097', hyphenated: '978-1-80341-709-7' };

/** The value of one line of the book page's details ("ISBN / EAN", "Langue"…). */
const fact = (page: Page, label: string) =>
  page.locator('.book-details__facts > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

async function bookByIsbn(isbn: string): Promise<Article> {
  return ((await (await fetch(`${API}/articles/isbn/${isbn}?ecom_type=lumiere`)).json()) as ItemAnswer<Article>).data;
}

test('the store answers /isbn/{isbn} with a permanent redirect to the book page, and 404 with its page otherwise', async ({ request }) => {
  const french = await bookByIsbn(FRENCH.isbn13);
  for (const isbn of [FRENCH.isbn13, FRENCH.hyphenated, FRENCH.isbn10]) {
    const answer = await request.get(`/isbn/${isbn}`, { maxRedirects: 0 });
    expect(answer.status(), isbn).toBe(301);
    expect(answer.headers().location, isbn).toBe(`/bookdetails/${french.id}`);
  }
  expect((await request.get(`/isbn/${FRENCH.hyphenated}?lang=eng`, { maxRedirects: 0 })).headers().location).toBe(`/bookdetails/${french.id}?lang=eng`);
  // A valid ISBN no book of the shop has, a wrong check digit, and no ISBN at all.
  for (const isbn of ['978-2-07-041234-1', '9782490512585', 'pas-un-isbn']) {
    const answer = await request.get(`/isbn/${isbn}`, { maxRedirects: 0 });
    expect(answer.status(), isbn).toBe(404);
    expect(await answer.text(), isbn).toContain('Oups !');
  }
});

test('the book page links the other edition in its server HTML', async ({ request }) => {
  const [french, english] = await Promise.all([bookByIsbn(FRENCH.isbn13), bookByIsbn(ENGLISH.isbn13)]);
  const html = await (await request.get(`/bookdetails/${french.id}`)).text();
  expect(html).toContain(`href="/bookdetails/${english.id}"`);
  expect(html).toContain('Aussi en anglais :');
  expect(html).toContain(FRENCH.hyphenated);
});

test('from /isbn/ to the book page, then to the other edition and back, in French and in English', async ({ page }) => {
  const english = await bookByIsbn(ENGLISH.isbn13);
  await page.goto(`/isbn/${FRENCH.isbn10}`);
  await expect(page).toHaveURL(/\/bookdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notre-Dame de Paris' })).toBeVisible();
  await expect(fact(page, 'ISBN / EAN')).toHaveText(FRENCH.hyphenated);

  await page.getByRole('link', { name: 'Aussi en anglais : Notre-Dame de Paris' }).click();
  await expect(page).toHaveURL(`/bookdetails/${english.id}`);
  await expect(fact(page, 'ISBN / EAN')).toHaveText(ENGLISH.hyphenated);
  await expect(fact(page, 'Langue')).toHaveText('Anglais');

  await page.locator('#top-language-eng').check();
  const back = page.getByRole('link', { name: 'Also in French: Notre-Dame de Paris' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookdetails\/\d+$/);
  await expect(fact(page, 'Language')).toHaveText('French');
  await expect(page.getByRole('link', { name: 'Also in English: Notre-Dame de Paris' })).toHaveAttribute('href', `/bookdetails/${english.id}`);
});

test('staff unlink and link editions from the book form, refused links said, and the book page follows', async ({ page, context }) => {
  const [french, english] = await Promise.all([bookByIsbn(FRENCH.isbn13), bookByIsbn(ENGLISH.isbn13)]);
  await adminLogIn(page);
  await page.goto(`/admin-panel/books/${french.id}`);
  const editions = page.getByRole('region', { name: 'Autres éditions' });
  await expect(editions.getByRole('link', { name: 'Modifier « Notre-Dame de Paris »' })).toHaveAttribute('href', `/admin-panel/books/${english.id}`);
  await expect(editions.getByText(ENGLISH.hyphenated)).toBeVisible();

  await editions.getByRole('button', { name: 'Délier ce livre de son œuvre' }).click();
  await expect(editions.getByText('Aucune autre édition n’est liée à ce livre.')).toBeVisible();
  const shopper = await context.newPage();
  await shopper.goto(`/bookdetails/${french.id}`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Notre-Dame de Paris' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: /^Aussi en anglais/ })).toHaveCount(0);

  // A French book cannot be the other edition of a French one.
  const search = editions.getByRole('searchbox', { name: 'Lier une autre édition' });
  await search.fill('Les Misérables');
  await search.press('Enter');
  await editions.getByRole('button', { name: 'Lier « Les Misérables » comme autre édition' }).first().click();
  await expect(editions.getByRole('alert')).toHaveText('Cette œuvre a déjà une édition dans cette langue : liez une édition dans l’autre langue.');

  // The English edition, found by its ISBN, links again.
  await search.fill(ENGLISH.isbn13);
  await search.press('Enter');
  await editions.getByRole('button', { name: 'Lier « Notre-Dame de Paris » comme autre édition' }).click();
  await expect(editions.getByRole('link', { name: 'Modifier « Notre-Dame de Paris »' })).toBeVisible();
  await shopper.goto(`/bookdetails/${french.id}`);
  await expect(shopper.getByRole('link', { name: 'Aussi en anglais : Notre-Dame de Paris' })).toHaveAttribute('href', `/bookdetails/${english.id}`);
});
