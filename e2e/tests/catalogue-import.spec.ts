import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { articles, uniqueEan, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { onixMessage, onixProduct } from '../support/onix';
import { adminLogIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The back office's ONIX import (issue 45): a distributor's file sent from the page, its import followed to the end,
 * its refusal read, and the book it brought sold and found in the shop. The book is taken out of the storefront again
 * at the end, so that the catalogue the other specs count stays the seed's.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** Next year, when a forthcoming title of the file comes out. */
const NEXT_YEAR = new Date().getFullYear() + 1;

/**
 * An ONIX 3.0 message (reference names): a new book by the seed's Victor Hugo, a forthcoming one (12 March next year),
 * and a record without an ISBN.
 */
function deltaMessage(ean: string, title: string, forthcomingEan: string, forthcomingTitle: string): string {
  return onixMessage(
    onixProduct({
      reference: 'e2e.onix.01',
      ean,
      title,
      author: 'Victor Hugo',
      descriptive:
        '<Language><LanguageRole>01</LanguageRole><LanguageCode>fre</LanguageCode></Language><Extent><ExtentType>00</ExtentType><ExtentValue>212</ExtentValue><ExtentUnit>03</ExtentUnit></Extent>',
      collateral: '<TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text>Un gardien de phare écrit à la mer.</Text></TextContent>',
      published: '20260301',
      price: '18.50',
    }),
    onixProduct({
      reference: 'e2e.onix.03',
      notification: '02',
      ean: forthcomingEan,
      form: 'BB',
      title: forthcomingTitle,
      author: 'Victor Hugo',
      status: '02',
      published: `${NEXT_YEAR}0312`,
      availability: '10',
      price: '24.00',
    }),
    `<Product>
    <RecordReference>e2e.onix.02</RecordReference>
    <NotificationType>03</NotificationType>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Sans numéro</TitleText></TitleElement></TitleDetail>
    </DescriptiveDetail>
  </Product>`,
  );
}

test('an admin sends an ONIX file, follows its import to the end, and the shop shows and finds its books, the forthcoming one with its day', async ({ page }) => {
  const ean = uniqueEan();
  const title = `Lettres du gardien de phare ${stamp()}`;
  const forthcomingEan = uniqueEan();
  const forthcomingTitle = `Journal d’un phare à venir ${stamp()}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'onix-e2e-'));
  const fileName = `delta-${stamp()}.xml`;
  writeFileSync(path.join(folder, fileName), deltaMessage(ean, title, forthcomingEan, forthcomingTitle));
  try {
    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Import ONIX' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/catalogue-import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import ONIX' })).toBeVisible();

    // Nothing chosen: said before anything is sent.
    await page.getByRole('button', { name: 'Importer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choisissez un fichier ONIX.');

    await page.getByLabel(/Fichier ONIX/).setInputFiles(path.join(folder, fileName));
    await page.getByRole('button', { name: 'Importer' }).click();
    await expect(page.getByText('Fichier reçu : son import est dans la liste ci-dessous.')).toBeVisible();

    // The jobs runner takes it; the page reads again until the run has ended.
    const run = page.getByRole('article', { name: fileName });
    await expect(run.locator('.catalogue-import__state')).toHaveText('Terminé', { timeout: 30_000 });
    await expect(run.getByText('Envoyé par admin@librairie-lumiere.fr')).toBeVisible();
    await expect(run.locator('dt', { hasText: 'Notices lues' }).locator('+ dd')).toHaveText('3');
    await expect(run.locator('dt', { hasText: 'Livres créés' }).locator('+ dd')).toHaveText('2');
    await expect(run.locator('dt', { hasText: 'Notices refusées' }).locator('+ dd')).toHaveText('1');
    expect(await seriousViolations(page)).toEqual([]);

    await run.getByRole('link', { name: 'Voir les refus et avertissements' }).click();
    const refusals = run.getByRole('table', { name: `Refus et avertissements de ${fileName}` });
    await expect(refusals.getByRole('row').nth(1)).toContainText('e2e.onix.02');
    await expect(refusals.getByRole('row').nth(1)).toContainText('no ISBN-13');

    // The shop: the search finds the book, and its page shows what the record said.
    await page.goto(`/books?q=${encodeURIComponent('gardien de phare')}`);
    const card = page.locator('.book-card', { hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details__author')).toContainText('Victor Hugo');
    await expect(page.locator('.book-details__facts')).toContainText('Éditions du Phare');
    await expect(page.locator('.book-details__price')).toContainText('18,50');

    // The forthcoming title: in the filter "À paraître", with its day, and pre-ordered (tests/preorders.spec.ts).
    await page.goto('/books?forthcoming=1');
    const forthcoming = page.locator('.book-card', { hasText: forthcomingTitle });
    await expect(forthcoming.locator('.stock')).toHaveText(`À paraître le 12 mars ${NEXT_YEAR}`);
    await expect(page.locator('.book-card', { hasText: title })).toHaveCount(0);
    await forthcoming.getByRole('link', { name: forthcomingTitle }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: forthcomingTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Précommander' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Prévenez-moi de sa parution' })).toBeVisible();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    for (const imported of [ean, forthcomingEan]) {
      const [book] = await articles(`smart_search=${imported}`);
      if (book) await unpublishBook(book.id);
    }
  }
});
