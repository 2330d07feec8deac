import { createBook, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { adminLogIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The booksellers' picks (issue 46): staff add a bookshop (page Librairies) and write a pick on a book signed there; the shop's book page shows it,
 * server-rendered and in its JSON-LD as a Review, in French and in English; /books lists it under "Coups de cœur des
 * libraires"; staff remove it. The book made here is taken out of the storefront at the end.
 */

test("staff add a bookshop and sign a pick there; the book page shows it in both languages, /books lists it among the picks, and both go when removed", async ({ page, request }) => {
  const title = `Le Libraire de minuit ${Date.now().toString(36)}`;
  const book = await createBook({ title });
  const shopName = `Lumière Abbesses ${Date.now().toString(36)}`;
  const note = 'Une nuit dans une librairie de quartier, racontée avec une tendresse rare : je l’ai lu d’une traite.';
  try {
    await adminLogIn(page);
    // A new bookshop, where the pick is signed.
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Librairies' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Librairies' })).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter une librairie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle librairie' });
    await dialog.getByLabel('Nom').fill(shopName);
    await dialog.getByLabel('Adresse').fill('5 rue des Abbesses, 75018 Paris');
    await dialog.getByLabel('Délai de retrait (heures)').fill('72');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`Librairie « ${shopName} » ajoutée.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(shopName) })).toContainText('72 h');

    await page.goto(`/admin-panel/books/${book.id}`);
    const section = page.getByRole('region', { name: 'Coup de cœur' });
    await expect(section.getByText('Ce livre n’a pas de coup de cœur.')).toBeVisible();
    // Sent empty: each field says what it needs, and nothing is saved.
    await section.getByRole('button', { name: 'Enregistrer le coup de cœur' }).click();
    await expect(section.getByLabel('Libraire')).toBeFocused();
    await expect(section.getByText('Ce champ est obligatoire.')).toHaveCount(2);
    await section.getByLabel('Libraire').fill('Théo Marchand');
    await section.getByLabel('Librairie').selectOption({ label: shopName });
    await section.getByLabel('Note en français').fill(note);
    await section.getByLabel('Note en anglais (facultative)').fill('A night in a neighbourhood bookshop, told with rare tenderness: I read it in one sitting.');
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Enregistrer le coup de cœur' }).click();
    await expect(page.getByText('Coup de cœur enregistré : il est en ligne.')).toBeVisible();

    // The shopper's book page, as the server sends it (no script): the note and its signature are in the HTML.
    const html = await (await request.get(`/bookdetails/${book.id}`)).text();
    expect(html).toContain('Le coup de cœur du libraire');
    expect(html).toContain(`Théo Marchand, ${shopName}`);
    await page.goto(`/bookdetails/${book.id}`);
    const pick = page.getByRole('region', { name: 'Le coup de cœur du libraire' });
    await expect(pick.locator('blockquote')).toHaveText(note);
    await expect(pick).toContainText(`— Théo Marchand, ${shopName}, le `);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd.review).toMatchObject({ '@type': 'Review', author: { name: 'Théo Marchand', worksFor: { name: shopName } }, reviewBody: note, inLanguage: 'fr' });

    // In English, the English note.
    await page.locator('#top-language-eng').check();
    const englishPick = page.getByRole('region', { name: "Our bookseller's pick" });
    await expect(englishPick.locator('blockquote')).toHaveText('A night in a neighbourhood bookshop, told with rare tenderness: I read it in one sitting.');
    await expect(englishPick.locator('blockquote')).toHaveAttribute('lang', 'en');
    await page.locator('#top-language-fr').check();

    // /books: the picks' filter lists it, the newest pick among them, with the label on its cover.
    await page.goto('/books');
    const picksOnly = page.getByRole('checkbox', { name: /^Coups de cœur des libraires \(\d+\)$/ });
    await picksOnly.click();
    await expect(page).toHaveURL(/favorites=1/);
    await expect(picksOnly).toBeChecked();
    const card = page.locator('.book-card', { hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Coup de cœur')).toBeVisible();

    // Staff remove it: the book page has none, and the picks no longer list it.
    await page.goto(`/admin-panel/books/${book.id}`);
    await page.getByRole('region', { name: 'Coup de cœur' }).getByRole('button', { name: 'Retirer le coup de cœur' }).click();
    await expect(page.getByText('Coup de cœur retiré.')).toBeVisible();
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Le coup de cœur du libraire' })).toHaveCount(0);
    await page.goto('/books?favorites=1');
    await expect(page.locator('.book-card').first()).toBeVisible();
    await expect(page.locator('.book-card', { hasText: title })).toHaveCount(0);

    // No pick is signed there any more: the bookshop can go.
    await page.goto('/admin-panel/locations');
    await page.getByRole('button', { name: `Supprimer « ${shopName} »` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText(`Librairie « ${shopName} » supprimée.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(shopName) })).toHaveCount(0);
  } finally {
    await unpublishBook(book.id);
  }
});
