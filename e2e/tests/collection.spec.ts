import { copiesByLocation, createBook, moveOrder, setLocationCopies, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { adminLogIn, logIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Collect at a chosen shop (issue 46): a book has 3 copies at Lumière Opéra (the online stock) and 2 at Lumière
 * Bastille. The customer sees where it is, orders it to collect at Bastille, which takes a Bastille copy; the bookshop
 * sets it ready in the back office, the customer reads the pickup code on their order page, and staff hand it over
 * against that code (a wrong one refused). The book made here is taken out of the storefront at the end.
 */
test('the customer collects an order at the bookshop they chose, against the code they were given', async ({ page }) => {
  const title = `Le Livre à retirer ${Date.now().toString(36)}`;
  const book = await createBook({ title, price_ht_cents: 1896, price_ttc_cents: 2000, stock: 3 });
  try {
    await setLocationCopies(book.id, 'Lumière Bastille', 2);
    await logIn(page);
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.locator('.book-details__where')).toHaveText('En stock à Lumière Opéra (3), Lumière Bastille (2)');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
    const bookshops = page.getByRole('group', { name: 'Librairie de retrait' });
    await expect(bookshops.getByRole('radio', { name: /Lumière Opéra/ })).toBeChecked();
    const bastille = bookshops.getByRole('radio', { name: /Lumière Bastille/ });
    await expect(bastille).toHaveAccessibleName(/28 rue de la Roquette.*Prête sous 48 h.*Tous vos livres y sont disponibles/);
    await bastille.check();
    await expect(bastille).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /Virement bancaire/ }).check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(/\/order-success\?number=/);
    const number = (await page.locator('.order-success__number').textContent())?.replace('Numéro de commande : ', '').trim() ?? '';
    // A Bastille copy is held for the order; the online stock keeps its three.
    expect(await copiesByLocation(book.id)).toEqual({ 'Lumière Opéra': 3, 'Lumière Bastille': 1 });

    // The bookshop prepares it and sets it ready at the counter in the back office.
    await moveOrder(number, 'paid', 'preparing');
    await page.goto(`/followorder/${number}`);
    const pickup = page.getByRole('region', { name: 'Retrait en librairie' });
    await expect(pickup).toContainText('Lumière Bastille');
    await expect(pickup).toContainText('Nous vous écrivons dès que votre commande est prête');

    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Commandes', exact: true }).click();
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
    await page.getByLabel(`Étape suivante ${number}`).selectOption({ label: 'Prête à retirer' });
    await page.getByRole('button', { name: 'Passer à « Prête à retirer »' }).click();
    await expect(page.getByText(`Commande ${number} : Prête à retirer.`)).toBeVisible();

    // The customer reads the code on their order page.
    await logIn(page);
    await page.goto(`/followorder/${number}`);
    await expect(pickup).toContainText('Prête à retirer');
    await expect(pickup).toContainText(/À retirer jusqu’au/);
    const code = (await pickup.locator('.follow-order__code strong').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    // At the counter: a wrong code is refused, the customer's is taken.
    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Commandes', exact: true }).click();
    await page.getByRole('link', { name: number, exact: true }).click();
    const codeField = page.getByRole('textbox', { name: 'Code de retrait présenté par le client' });
    // The back office's page mounts a second time just after it first shows (noted for issue 43): what is typed in
    // that moment is lost, so the first try is made again until the refusal shows.
    await expect(async () => {
      await codeField.fill('AAAA-AAAA');
      await page.getByRole('button', { name: 'Passer à « Retirée »' }).click();
      await expect(page.getByText('Ce n’est pas le code de retrait de cette commande.')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await codeField.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Passer à « Retirée »' }).click();
    await expect(page.getByText(`Commande ${number} : Retirée.`)).toBeVisible();
    expect(await copiesByLocation(book.id)).toEqual({ 'Lumière Opéra': 3, 'Lumière Bastille': 1 });
  } finally {
    await unpublishBook(book.id);
  }
});
