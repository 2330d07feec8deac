import { expect, test } from '../support/test';
import { bookWithStock } from '../support/api';

test('register, log in, and the cart is kept on the server across a reload and a new login', async ({ page }) => {
  const email = `lecteur-${Date.now()}@example.fr`;
  const password = 'Lumiere-test-2026';
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByLabel('Nom', { exact: true }).fill('Valjean');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('button', { name: 'Compte de Jeanne' })).toBeVisible();

  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The toast comes with the server's answer: the line is saved (a reload before it would cancel the save).
  await expect(page.getByText('Livre ajouté au panier')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Logging out empties the local cart; logging in again brings the server's cart back.
  await page.getByRole('button', { name: 'Compte de Jeanne' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('client@librairie-lumiere.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.account-form__error')).toHaveText('Adresse email ou mot de passe incorrect.');
});

test('the admin logs in and changes a company setting the store then shows', async ({ page }) => {
  await page.goto('/admin-panel');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('admin@librairie-lumiere.fr');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admin-Lumiere-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // The panel lands on its dashboard; the settings are one entry of its menu.
  await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Paramètres de la société' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/settings$/);
  await expect(page.getByRole('heading', { name: 'Paramètres de la société' })).toBeVisible();
  const phone = page.getByLabel('Téléphone');
  await phone.fill('+33 1 40 00 00 01');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();

  await page.goto('/');
  await expect(page.locator('.top-bar')).toContainText('+33 1 40 00 00 01');
});
