import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/session';

test('the demo customer reviews a book of a delivered order, sees it on the book page, then asks for and edits a return', async ({ page }) => {
  await logIn(page);
  await page.goto('/ordertracking');
  const delivered = page.locator('.orders-table tbody tr', { hasText: 'Livrée' }).first();
  const number = ((await delivered.locator('th a').textContent()) ?? '').trim();
  await delivered.locator('th a').click();
  await expect(page).toHaveURL(new RegExp(`/followorder/${number}$`));
  await expect(page.locator('.order-timeline li')).toHaveCount(5);

  // Review the first book.
  await page.getByRole('link', { name: 'Donner mon avis' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${number}$`));
  expect(await seriousViolations(page)).toEqual([]);
  const first = page.locator('.review-book').first();
  const title = ((await first.locator('h2').textContent()) ?? '').trim();
  await first.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(first.getByText('Veuillez choisir une note.')).toBeVisible();
  await first.getByRole('radio', { name: '4 sur 5' }).check();
  await first.getByLabel('Votre commentaire (facultatif)').fill('Une lecture qui ne se lâche pas.');
  await first.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(first.getByText('Votre avis : 4 sur 5')).toBeVisible();

  await first.getByRole('link', { name: title }).click();
  const reviews = page.locator('.book-reviews');
  await expect(reviews).toContainText('Une lecture qui ne se lâche pas.');
  await expect(reviews).toContainText('Camille D.');

  // Ask for a return of the second book, then change it while the shop has not handled it.
  await page.goto(`/followorder/${number}`);
  await page.getByRole('link', { name: 'Demander un retour' }).click();
  await expect(page).toHaveURL(new RegExp(`/add_refund_return/${number}$`));
  expect(await seriousViolations(page)).toEqual([]);
  const books = page.locator('.return-books li');
  await books.nth(1).getByRole('checkbox').check();
  await page.getByLabel('Raison du retour').fill('Le livre est arrivé avec des pages froissées.');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/refund_return\/\d+$/);
  await expect(page.locator('.order-timeline')).toContainText('Demandé');

  await page.getByRole('link', { name: 'Modifier la demande' }).click();
  await expect(page).toHaveURL(/\/edit_refund_return\?id=\d+$/);
  await page.locator('.return-books li').nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(/\/refund_return\/\d+$/);
  await expect(page.locator('.follow-order__lines li')).toHaveCount(2);

  await page.goto('/refund_return');
  await expect(page.locator('.returns-list')).toContainText(`commande ${number}`);
  expect(await seriousViolations(page)).toEqual([]);
});
