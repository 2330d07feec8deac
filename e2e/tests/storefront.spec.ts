import { expect, test } from '../support/test';

test('home in French, switch to English and back, without a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ACCUEIL' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A marker on window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.locator('#top-language-eng').check();
  await expect(page.getByRole('heading', { name: 'New products', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HOME' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.locator('#top-language-fr').check();
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('smart search leads to the book page with the keyboard', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Rechercher un livre, un auteur, un ISBN' });
  await search.fill('miser');
  const option = page.getByRole('option', { name: /Les Misérables/ }).first();
  await expect(option).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/bookdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les Misérables' })).toBeVisible();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oups !' })).toBeVisible();
  await expect(page.getByText('Désolé, la page que vous recherchez n’existe pas.')).toBeVisible();
  await page.locator('#top-language-eng').check();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
});

test('a corrupted stored state still boots with the defaults', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('root', '{"state": not json'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the currency switches to dollars with the shop rate', async ({ page }) => {
  await page.goto('/books?sort=price_asc');
  const firstPrice = page.locator('.book-card .bk-price__now').first();
  await expect(firstPrice).toContainText('€');
  await page.locator('#top-currency').selectOption('usd');
  // The sign only, as the spec shows prices: "13,50 $", not "13,50 $US".
  await expect(firstPrice).toHaveText(/^\d+,\d{2}\s\$$/);
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the store registers its service worker at /sw.js', async ({ page }) => {
    await page.goto('/');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: 'http://localhost:3000/', script: 'http://localhost:3000/sw.js' });
  });
});

test('the home hero shows the shop slides and the category flyout on hover', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.hero-slider');
  await expect(hero.getByRole('link', { name: 'Découvrir' }).first()).toBeVisible();
  await expect(hero.locator('.swiper-slide')).not.toHaveCount(0);
  await page.locator('.hero-panel__list a').first().hover();
  const flyout = page.getByTestId('hero-flyout');
  await expect(flyout).toBeVisible();
  await flyout.getByRole('link', { name: 'Romans policiers' }).click();
  await expect(page).toHaveURL(/\/books\?category=\d+$/);
  await expect(page.getByRole('checkbox', { name: /^Romans policiers/ })).toBeChecked();
  // The side menu shows the category chosen, its branch open.
  await expect(page.getByRole('tree', { name: 'Catégories' }).getByRole('treeitem', { name: 'Romans policiers' })).toHaveAttribute('aria-selected', 'true');
});

test('the hero slideshow stops with its pause button, and stays still for a shopper who asks for less motion', async ({ page }) => {
  const shownTitle = () => page.locator('.hero-slider .swiper-slide-active h2').textContent();
  await page.goto('/');
  // The carousel's code comes on a hover or focus (or 2 s after the first slide).
  await page.locator('.hero-slider').hover();
  const pause = page.getByRole('button', { name: 'Mettre le diaporama en pause' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Lire le diaporama' })).toBeFocused();
  const paused = await shownTitle();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6500);
  expect(await shownTitle()).toBe(paused);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.locator('.hero-slider').hover();
  const play = page.getByRole('button', { name: 'Lire le diaporama' });
  await expect(play).toBeVisible();
  const still = await shownTitle();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(6500);
  expect(await shownTitle()).toBe(still);
  // The shopper may still start it.
  await play.click();
  await expect(page.getByRole('button', { name: 'Mettre le diaporama en pause' })).toBeVisible();
  await expect.poll(shownTitle, { timeout: 8000 }).not.toBe(still);
});
