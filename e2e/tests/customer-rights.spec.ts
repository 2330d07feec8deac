import { readFile } from 'node:fs/promises';
import type { PersonalDataExport } from '@bookshop/contracts';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { bookWithStock, moveOrder, placeGuestOrder, placeOrder, registerCustomer } from '../support/api';
import { logIn } from '../support/session';

test('a guest returns a book of a delivered order from /track-order, with the order number and email', async ({ page }) => {
  const email = `invite-${Date.now()}@example.fr`;
  const book = await bookWithStock(5);
  const number = await placeGuestOrder(email, book.id);
  await moveOrder(number, 'paid', 'preparing', 'shipped', 'delivered');

  await page.goto('/track-order');
  await page.getByLabel(/Numéro de commande/).fill(number);
  // A wrong email finds nothing, and offers no return.
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('quelquun@example.fr');
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByRole('alert')).toHaveText('Aucune commande ne correspond à ce numéro et à cette adresse email.');
  await expect(page.getByRole('region', { name: 'Retourner des livres' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Suivre' }).click();
  const section = page.getByRole('region', { name: 'Retourner des livres' });
  await expect(section).toContainText('Vous pouvez demander un retour jusqu’au');
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('checkbox', { name: book.designation }).check();
  await section.getByLabel('Raison du retour').fill('Le livre est arrivé avec des pages froissées.');
  await section.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(section).toContainText(/Votre demande de retour n° \d+ est enregistrée/);

  // Looking the order up again shows the return being handled, not a second form.
  await page.reload();
  await page.getByLabel(/Numéro de commande/).fill(number);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Suivre' }).click();
  await expect(page.getByRole('region', { name: 'Retourner des livres' })).toContainText(/Votre demande de retour n° \d+ est en cours de traitement/);
  await expect(page.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0);
});

test('a customer downloads their data, then deletes the account and can no longer sign in', async ({ page }) => {
  const email = `partante-${Date.now()}@example.fr`;
  const password = 'Lumiere-depart-2026';
  const token = await registerCustomer(email, password, 'Adèle');
  const number = await placeOrder(token, (await bookWithStock(5)).id);
  await logIn(page, { email, password, firstName: 'Adèle' });
  await page.goto('/accountprofile');
  const section = page.getByRole('region', { name: 'Mes données personnelles' });

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Télécharger mes données' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as PersonalDataExport;
  expect(data.profile.email).toBe(email);
  expect(data.orders.map((order) => order.number)).toEqual([number]);

  // The dialog is reached and answered with the keyboard.
  await section.getByRole('button', { name: 'Supprimer mon compte…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement le compte ?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Ce mot de passe n’est pas le bon.')).toBeVisible();
  await dialog.getByLabel('Mot de passe').fill(password);
  await page.keyboard.press('Enter');
  // Signed out, on the login page as after a logout; the account cannot sign in any more.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compte de Adèle' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.account-form__error')).toHaveText('Adresse email ou mot de passe incorrect.');
});
