import { expect, test } from '@playwright/test';
import { articles, bookWithStock } from '../support/api';
import { logIn } from '../support/session';

test('a visitor is asked to log in for the wishlist and the compare list', async ({ page }) => {
  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.locator('#top-language').selectOption('eng');
  await page.getByRole('button', { name: 'Add to my wishlist' }).click();
  await expect(page.getByText('Please login to add to wishlist.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText('Please login to add items.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer keeps a wishlist on the server and compares at most 3 books', async ({ page }) => {
  const books = (await articles('sort=title')).filter((article) => article._qte_a_terme_calcule > 0).slice(0, 4);
  const [first, second, third, fourth] = books as [typeof books[0], typeof books[0], typeof books[0], typeof books[0]];
  await logIn(page);

  await page.goto(`/bookdetails/${first.id}`);
  await page.getByRole('button', { name: 'Ajouter à ma liste d’envies' }).click();
  await expect(page.getByText('Livre ajouté à votre liste d’envies')).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Retirer de ma liste d’envies' })).toBeVisible();
  await page.getByRole('link', { name: 'Liste d’envies 1' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link', { name: first.designation })).toBeVisible();
  await item.getByRole('button', { name: `Retirer ${first.designation}` }).click();
  await expect(page.getByText('Votre liste d’envies est vide.')).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');

  await page.locator('#top-language').selectOption('eng');
  for (const book of [first, second, third]) {
    await page.goto(`/bookdetails/${book.id}`);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop comparing' })).toBeVisible();
  }
  await page.goto(`/bookdetails/${fourth.id}`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText("Can't add more than 3")).toBeVisible();
  await expect(page.getByTestId('compare-count')).toHaveText('3');

  await page.goto('/compare');
  const columns = page.locator('.compare-table thead th');
  await expect(columns).toHaveCount(3);
  await expect(columns.first()).toContainText(first.designation);
});
