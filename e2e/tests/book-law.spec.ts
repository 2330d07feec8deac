import { expect, test } from '../support/test';
import { createBook, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { adminLogIn } from '../support/session';

/*
 * The loi Lang in the back office: a book may carry more than 5 % off only while its edition is over two years old and
 * its last restock over six months old. The book made here is taken out of the storefront at the end, so the
 * catalogue the other specs count stays the seed's.
 */

/** The shop's calendar day `days` from today (Europe/Paris), as a date input holds it. */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));

test('the admin adds copies to a discounted old book: the form refuses its 20 % naming the loi Lang, in French and English, and takes 5 %', async ({ page }) => {
  const title = `Le Fonds de Lumière ${Date.now().toString(36)}`;
  // An edition three years old, last restocked ten months ago, no copy left: 20 % off is lawful.
  const book = await createBook({ title, stock: 0, discount_percent: 20, published_on: day(-1100), last_restocked_on: day(-300) });
  try {
    await adminLogIn(page);
    await page.goto(`/admin-panel/books/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${title} »` })).toBeVisible();
    const discount = page.getByLabel('Remise (%)');
    await expect(discount).toHaveValue('20');
    await expect(page.getByLabel('Date de parution de cette édition')).toHaveValue(day(-1100));
    await expect(page.getByLabel('Dernier réapprovisionnement')).toHaveValue(day(-300));
    await expect(page.getByText(/Loi Lang : édition de plus de deux ans, non réapprovisionnée depuis plus de six mois/)).toBeVisible();

    // Copies come in: a restock, so the 5 % cap is back. Saved from the keyboard.
    await page.getByLabel('Stock (exemplaires)').fill('6');
    await expect(page.getByText('Appliquée au prix TTC. Loi Lang : 5 % au plus pour ce livre.')).toBeVisible();
    await page.getByLabel('Stock (exemplaires)').press('Enter');
    await expect(page.getByText('Corrigez les champs signalés.')).toBeVisible();
    await expect(page.getByText('Loi Lang (prix unique du livre) : augmenter le stock est un réapprovisionnement, daté d’aujourd’hui ; la remise est alors limitée à 5 % du prix public.')).toBeVisible();
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    // The same refusal in English.
    await page.goto('/');
    await page.locator('#top-language-eng').check();
    await page.goto(`/admin-panel/books/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
    await page.getByLabel('Stock (copies)').fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Loi Lang (French fixed book price law): adding stock is a restock, dated today; the discount is then limited to 5% of the public price.')).toBeVisible();

    // At 5 % it is saved, and the restock is dated today.
    await page.getByLabel('Discount (%)').fill('5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Book saved')).toBeVisible();
    await expect(page.getByLabel('Last restock')).toHaveValue(day(0));
    await expect(page.getByLabel('Stock (copies)')).toHaveValue('6');

    // The store sells it at 12.00 less 5 %.
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details__price')).toContainText('11.40');
  } finally {
    await unpublishBook(book.id);
  }
});
