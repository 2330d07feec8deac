import { expect, test } from '@playwright/test';
import { bookWithStock } from '../support/api';

test('adding on the book page shows in the shell header and in the cart remote panel (one store)', async ({ page }) => {
  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();

  const popup = page.getByTestId('cart-added-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByText(book.designation, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The cart remote's counter and the shell's own sticky-nav counter read the same store.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('sticky-cart-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Panier 1 articles' }).click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByRole('heading', { name: 'Vous avez ajouté 1 articles' })).toBeVisible();
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(panel).toBeHidden();
});

test('quantity is capped at stock with the stock message', async ({ page }) => {
  const book = await bookWithStock(2);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await page.locator('#top-language').selectOption('eng');
  const line = page.getByTestId('cart-line');
  const plus = line.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(plus).toBeDisabled();
  await expect(line.getByText('No more items in stock')).toBeVisible();

  // Typing more than the stock is brought back to the stock.
  const input = line.getByRole('textbox', { name: 'Quantity' });
  await page.waitForTimeout(1100); // the 1000 ms lock after a change
  await input.fill('9');
  await input.press('Enter');
  await expect(input).toHaveValue('2');
});
