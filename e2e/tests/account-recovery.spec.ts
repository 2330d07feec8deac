import { expect, test } from '../support/test';
import { mailedLink } from '../support/mail';

const newEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.fr`;

test('register, confirm the email from the mailed link, fill the profile and an address, log out', async ({ page }) => {
  const email = newEmail('lectrice');
  const password = 'Plume-et-encrier-42';
  await page.goto('/register');
  await page.getByLabel('Prénom').fill('Cosette');
  await page.getByLabel('Nom', { exact: true }).fill('Fauchelevent');
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('button', { name: 'Compte de Cosette' })).toBeVisible();

  // Confirmed on a button press (mail scanners open links), from the browser that registered: everything is kept.
  await page.goto(await mailedLink(email, '/verify-email'));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByText(`Votre adresse ${email} est confirmée. Merci !`)).toBeVisible();

  await page.getByRole('button', { name: 'Compte de Cosette' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/accountprofile$/);
  await expect(page.getByText('Adresse confirmée')).toBeVisible();

  // A profile picture, served back through /img/{image}.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  await page.getByLabel('Choisir une photo (PNG, JPEG ou WebP, 1 Mo au plus)').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png });
  const avatar = page.getByRole('img', { name: 'Photo de profil de Cosette' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  const details = page.getByRole('form', { name: 'Mes informations' });
  await details.getByLabel('Téléphone').fill('06 12 34 56 78');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une adresse' });
  await form.getByLabel('Nom de l’adresse (Maison, Bureau…)').fill('Maison');
  await form.getByLabel('Prénom').fill('Cosette');
  await form.getByLabel('Nom', { exact: true }).fill('Fauchelevent');
  await form.getByLabel('Téléphone').fill('01 23 45 67 89');
  await form.getByLabel('Adresse', { exact: true }).fill('7 rue Plumet');
  await form.getByLabel('Code postal').fill('75007');
  await form.getByLabel('Ville').fill('Paris');
  await form.getByLabel('Pays').selectOption('FR');
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  const card = page.locator('.address-card', { hasText: 'Maison' });
  await expect(card).toContainText('Adresse par défaut');
  await expect(card).toContainText('75007 Paris, France');

  // Kept on the server: a reload shows the same.
  await page.reload();
  await expect(page.locator('.address-card', { hasText: 'Maison' })).toContainText('7 rue Plumet');
  await expect(page.getByRole('form', { name: 'Mes informations' }).getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');

  await page.getByRole('button', { name: 'Compte de Cosette' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/accountprofile');
  await expect(page).toHaveURL(/\/login$/);
});

test('password recovery from the mailed link; the old password stops working', async ({ page }) => {
  const email = newEmail('marius');
  const registered = await page.request.post('/api/gmp/lumiere/auth/register', {
    data: { email, password: 'Barricade-rue-1832', first_name: 'Marius', last_name: 'Pontmercy' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/resetpasswordemail$/);
  // The address changes as the router starts the page, which then replaces the login page (whose email box has the
  // same name) once its module is in: fill the new page's box, as a shopper who reads its heading would.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(`Si un compte existe pour ${email}, un lien vient d’y être envoyé.`, { exact: false })).toBeVisible();

  await page.goto(await mailedLink(email, '/reset-password'));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Jardin-du-Luxembourg-9');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Jardin-du-Luxembourg-9');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.')).toBeVisible();

  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Barricade-rue-1832');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Adresse email ou mot de passe incorrect.')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Jardin-du-Luxembourg-9');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Compte de Marius' })).toBeVisible();
});
