import { expect, test } from '../support/test';

test('collaborators: filter by name, open a page with the books by role', async ({ page }) => {
  await page.goto('/collaborators');
  await expect(page.getByRole('heading', { level: 1, name: 'Collaborateurs' })).toBeVisible();
  await page.getByLabel('Filtrer par nom').fill('hugo');
  await page.getByRole('link', { name: 'Victor Hugo', exact: true }).click();
  await expect(page).toHaveURL(/\/collaborator\/\d+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Victor Hugo', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ses livres' })).toBeVisible();
  await expect(page.locator('.book-card').first()).toBeVisible();
  await expect(page).toHaveTitle('Victor Hugo — Librairie Lumière');
});

test('collections: a collection lists its books from the server', async ({ page }) => {
  await page.goto('/collections');
  const first = page.locator('.card-list__item h2 a').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.book-card').first()).toBeVisible();
});

test('events: an event page shows its date, place and books', async ({ page }) => {
  await page.goto('/events');
  await page.locator('.event-card h2 a').first().click();
  await expect(page).toHaveURL(/\/eventdetails\/\d+$/);
  await expect(page.getByText('Lieu')).toBeVisible();
  await expect(page.locator('time')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les livres de l’événement' })).toBeVisible();
});

test('about and legal pages show the company texts in both languages', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'À propos' })).toBeVisible();
  await page.locator('#top-language-eng').check();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.goto('/legal-information');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  await expect(page.locator('.content-page__body')).not.toBeEmpty();
});

test('every page’s footer leads to the accessibility statement, in both languages, with the shop’s email', async ({ page }) => {
  await page.goto('/books');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : partiellement conforme' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.locator('#top-language-eng').check();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility: partially conformant' })).toBeVisible();
  await page.getByRole('link', { name: 'Write through the contact form' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
});

test('the contact form is checked, sent and confirmed', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByLabel('Nom', { exact: true }).fill('Ana Lopez');
  await page.getByLabel('Adresse email', { exact: true }).fill('ana');
  await page.getByLabel('Sujet').fill('Une édition illustrée');
  await page.getByLabel('Message').fill('Bonjour, avez-vous Notre-Dame de Paris illustré ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
  await page.getByLabel('Adresse email', { exact: true }).fill('ana@example.fr');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('.contact-page__sent')).toContainText('Merci, votre message a bien été envoyé.');
});
