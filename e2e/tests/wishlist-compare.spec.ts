import { expect, test } from '../support/test';
import { articles, bookWithStock } from '../support/api';
import { DEMO_CUSTOMER, logIn } from '../support/session';

test('a visitor is asked to log in for the wishlist and the compare list', async ({ page }) => {
  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.locator('#top-language-eng').check();
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

test('a customer keeps a wishlist on the server and compares at most 3 books', async ({ page, browser }) => {
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

  await page.locator('#top-language-eng').check();
  // The page changes language a frame after the choice shows (and saves it then): a shopper sees it before leaving.
  await expect(page.getByRole('group', { name: 'Language' }).first()).toBeVisible();
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

  // English, chosen while signed in, was saved on the account: it follows the customer to another device at login.
  const elsewhere = await (await browser.newContext()).newPage();
  try {
    await elsewhere.goto('/login');
    await elsewhere.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(DEMO_CUSTOMER.email);
    await elsewhere.getByLabel('Mot de passe', { exact: true }).fill(DEMO_CUSTOMER.password);
    await elsewhere.getByRole('button', { name: 'Se connecter' }).click();
    await expect(elsewhere.locator('#top-language-eng')).toBeChecked();
  } finally {
    // Back to French on the account, as the seed has it, for whoever signs in next.
    const saved = elsewhere.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.url().includes('/users/'));
    await elsewhere.locator('#top-language-fr').check();
    expect((await saved).status()).toBe(200);
    await elsewhere.context().close();
  }
});

test('when the admin switches compare off, the store hides it and /compare is not found', async ({ page }) => {
  const setCompare = async (on: boolean) => {
    await page.goto('/admin-panel/settings');
    const toggle = page.getByLabel('Type 43 : comparateur de livres (/compare)', { exact: true });
    if ((await toggle.isChecked()) !== on) await toggle.click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
  };
  await page.goto('/admin-panel');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('admin@librairie-lumiere.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admin-Lumiere-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const [book] = await articles('sort=title');
  try {
    await setCompare(false);
    // A fresh page load reads the settings from the server, as any shopper's would.
    await page.goto(`/bookdetails/${book?.id}`);
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comparer', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('compare-count')).toHaveCount(0);
    // Not found for crawlers and link checkers too: the server answers it with HTTP 404.
    expect((await page.goto('/compare'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oups !' })).toBeVisible();

    // The switch is remembered: while the next load reads the settings again, the header keeps no place for compare
    // (so nothing shifts when they arrive).
    let releaseSettings = () => {};
    const held = new Promise<void>((resolve) => (releaseSettings = resolve));
    const publicSettings = /\/lumiere\/company-settings(\?|$)/;
    await page.route(publicSettings, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/books');
    await expect(page.getByTestId('wishlist-count')).toBeVisible();
    await expect(page.getByTestId('compare-reserved')).toHaveCount(0);
    releaseSettings();
    await page.unrouteAll({ behavior: 'wait' }); // the held answers go on before the route is gone
  } finally {
    await setCompare(true);
  }
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Comparer des livres' })).toBeVisible();
});
