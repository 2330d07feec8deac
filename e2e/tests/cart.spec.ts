import { expect, test } from '../support/test';
import { bookWithStock, createBook, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { holdBack } from '../support/hold';

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
  await expect(page.getByText('1 article', { exact: true })).toBeVisible();
});

test('a book added before the cart popup has loaded (it loads after the page) opens the popup once it has', async ({ page }) => {
  const book = await bookWithStock(5);
  const releasePopup = await holdBack(page, '**/__federation_expose_cart_added_popup.*.js');
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Livre ajouté au panier')).toBeVisible();
  await expect(page.getByTestId('cart-added-popup')).toHaveCount(0);

  releasePopup();
  const popup = page.getByTestId('cart-added-popup');
  await expect(popup.getByText(book.designation, { exact: true })).toBeVisible();
});

test('quantity is capped at stock with the stock message', async ({ page }) => {
  const book = await bookWithStock(2);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await page.locator('#top-language-eng').check();
  const line = page.getByTestId('cart-line');
  const plus = line.getByRole('button', { name: 'Increase quantity' });
  await plus.click();
  await expect(line.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(plus).toBeDisabled();
  await expect(line.getByText('No more items in stock')).toBeVisible();
  await expect(page.getByText('2 items', { exact: true })).toBeVisible();

  // Typing more than the stock is brought back to the stock.
  const input = line.getByRole('textbox', { name: 'Quantity' });
  await page.waitForTimeout(1100); // the 1000 ms lock after a change
  await input.fill('9');
  await input.press('Enter');
  await expect(input).toHaveValue('2');
});

test('the popup carousel shows 2, 4 and 6 favourites from widths 0, 651 and 951 px', async ({ page }) => {
  const book = await bookWithStock(5);
  for (const [width, slides] of [
    [500, 2],
    [800, 4],
    [1200, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/bookdetails/${book.id}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const carousel = page.getByTestId('cart-added-popup').locator('.favourites-carousel .swiper');
    await expect(carousel.locator('.swiper-slide').first()).toBeVisible();
    const shown = await carousel.evaluate((swiper) => {
      const frame = swiper.getBoundingClientRect();
      return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    expect(shown, `slides at ${width} px`).toBe(slides);
    await page.keyboard.press('Escape');
  }
});

test('the cart popup, the cart panel and /cart have no serious or critical axe violation', async ({ page }) => {
  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-added-popup').locator('.swiper-slide').first()).toBeVisible();
  const found: Record<string, unknown> = {};
  const scan = async (name: string) => {
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[name] = violations;
  };
  await scan('popup');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Panier 1 articles' }).click();
  await expect(page.getByTestId('cart-panel').getByTestId('cart-line')).toHaveCount(1);
  await scan('panel');
  await page.keyboard.press('Escape');
  await page.goto('/cart');
  await expect(page.locator('.cart-lines')).toBeVisible();
  await scan('/cart');
  expect(found).toEqual({});
});

test('a guest\'s cart is checked against the catalogue: a book unpublished since shows "PLUS DISPONIBLE !"', async ({ page }) => {
  const kept = await bookWithStock(5);
  const withdrawn = await createBook({ title: 'Un livre bientôt retiré', stock: 4 });
  for (const id of [kept.id, withdrawn.id]) {
    await page.goto(`/bookdetails/${id}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByTestId('cart-added-popup')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await unpublishBook(withdrawn.id);
  // The next page checks the guest's lines in one call.
  const checked = page.waitForRequest((request) => request.url().includes('/articles/batch'));
  await page.goto('/cart');
  expect(new URL((await checked).url()).searchParams.getAll('id').sort()).toEqual([String(kept.id), String(withdrawn.id)].sort());
  const line = page.locator(`[data-testid="cart-line"][data-article-id="${withdrawn.id}"]`);
  await expect(line).toContainText('PLUS DISPONIBLE !');
  await expect(line).toContainText('Ce livre n’est plus en vente');
  await expect(line).toHaveClass(/cart-line--inactive/);
});
