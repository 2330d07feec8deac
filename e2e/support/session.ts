import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN } from './api';

/** The demo customer of the seed (README). */
export const DEMO_CUSTOMER = { email: 'client@librairie-lumiere.fr', password: 'Lumiere-2026', firstName: 'Camille' };

/** Logs in through the login page, as a shopper would. */
export async function logIn(page: Page, account = DEMO_CUSTOMER): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: `Compte de ${account.firstName}` })).toBeVisible();
}

/** Logs in to the admin panel through its own login screen; the panel then lands on its dashboard. */
export async function adminLogIn(page: Page, account = DEMO_ADMIN): Promise<void> {
  await page.goto('/admin-panel');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin-panel\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}
