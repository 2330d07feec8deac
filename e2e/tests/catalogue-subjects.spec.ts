import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articles, categoryId, uniqueEan, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { onixMessage, onixProduct } from '../support/onix';
import { adminLogIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The records' subjects on the shop's categories (issue 45): a book whose Thema code the default mapping reaches is
 * filed under its category by the import; a CLIL code no mapping reaches is listed for staff, who map it in the back
 * office; the jobs runner files the book again, and the shop's book page shows its new place. The mapping and the book
 * are taken away at the end.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const subjectsRecord = (ean: string, title: string, clil: string) =>
  onixMessage(
    onixProduct({
      reference: 'e2e.subjects.01',
      ean,
      title,
      author: 'Jules Verne',
      subjects: [
        ['29', clil],
        ['93', 'FJH'],
      ],
      price: '12.00',
    }),
  );

test('a book is filed by its Thema code, staff map its unmapped CLIL code, and the book page shows its new category', async ({ page }) => {
  const ean = uniqueEan();
  const title = `Le Tour des îles en ballon ${stamp()}`;
  // A CLIL-shaped code no mapping reaches (the defaults name 3435 and 3722 only).
  const clil = `9${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'onix-subjects-'));
  const fileName = `subjects-${stamp()}.xml`;
  writeFileSync(path.join(folder, fileName), subjectsRecord(ean, title, clil));
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  try {
    await adminLogIn(page);
    const menu = page.getByRole('navigation', { name: 'Menu de l’administration' });
    await menu.getByRole('link', { name: 'Import ONIX' }).click();
    await page.getByLabel(/Fichier ONIX/).setInputFiles(path.join(folder, fileName));
    await page.getByRole('button', { name: 'Importer' }).click();
    await expect(page.getByRole('article', { name: fileName }).locator('.catalogue-import__state')).toHaveText('Terminé', { timeout: 30_000 });

    // Thema FJH (adventure) reaches the default mapping of FJ: the book is under "Romans d'aventures".
    const [book] = await articles(`smart_search=${ean}`);
    expect(book).toBeDefined();
    await page.goto(`/bookdetails/${book?.id}`);
    await expect(breadcrumb.getByRole('link')).toHaveText(['Accueil', 'Livres', 'Littérature', 'Aventure et mystère', "Romans d'aventures"]);

    // The back office (the staff session is still open) lists the CLIL code no mapping reaches; staff map it to "Voyages".
    await page.goto('/admin-panel/dashboard');
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Sujets ONIX' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sujets ONIX' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`CLIL ${clil} 1`) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Associer le code ${clil}` }).click();
    await expect(page.getByLabel('Catégorie')).toBeFocused();
    await page.getByLabel('Catégorie').selectOption({ label: 'Voyages' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Le code ${clil} est associé à « Voyages ».`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`CLIL ${clil} Voyages`) })).toBeVisible();
    // The jobs runner files the shop's books again within seconds; the page says when it is done.
    await expect(page.getByText('Les livres sont en cours de rangement selon la nouvelle correspondance…')).toBeHidden({ timeout: 30_000 });

    // The book is now under both its CLIL code's category and its Thema code's: the shop's list of "Voyages" has it.
    await page.goto(`/books?category_id=${await categoryId('Voyages')}&q=${encodeURIComponent(title)}`);
    await expect(page.locator('.book-card', { hasText: title })).toBeVisible();
    const listed = await articles(`smart_search=${ean}&category_id=${await categoryId('Voyages')}`);
    expect(listed.map((article) => article.id)).toEqual([book?.id]);

    // Staff remove the mapping: it goes from the list.
    await page.goto('/admin-panel/dashboard');
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Sujets ONIX' }).click();
    await page.getByRole('button', { name: `Supprimer la correspondance du code ${clil}` }).click();
    await expect(page.getByText(`La correspondance du code ${clil} est supprimée.`)).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    const [book] = await articles(`smart_search=${ean}`);
    if (book) await unpublishBook(book.id);
  }
});
