import type { Browser, Page } from '@playwright/test';
import { searchAdminList } from '../support/admin-list';
import { expect, test, watchCsp } from '../support/test';
import { apiLogin, askReturn, createBook, moveOrder, placeOrder, uniqueEan, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { mailWith } from '../support/mail';
import { adminLogIn, DEMO_CUSTOMER, logIn } from '../support/session';

/*
 * The admin panel through its pages, and what the store and the customer then see. The books these tests create are
 * taken out of the storefront again at the end of each test, so that the catalogue the other specs count stays the
 * seed's; the demo customer's orders made here never end "delivered", so after-sales.spec still finds the seeded one.
 */

/** A suffix that keeps titles unique across the run (the database lives as long as the run). */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The storefront as the demo customer, in a browser context of their own (the admin's session stays in `page`). */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await watchCsp(context);
  const page = await context.newPage();
  await logIn(page);
  return page;
}

test('the admin logs in, lands on the dashboard, creates a published book, and the store’s search finds it', async ({ page }) => {
  const suffix = stamp();
  const title = `Les Veilleurs de Lumière ${suffix}`;
  const ean = uniqueEan();
  let createdId: number | null = null;
  try {
    await page.goto('/admin-panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’administration' })).toBeVisible();
    await expect(page.locator('.site-header')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await adminLogIn(page);
    await expect(page.getByRole('heading', { name: 'Ventes de la période' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Livres', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-panel\/books$/);
    await page.getByRole('link', { name: 'Nouveau livre' }).click();
    await expect(page).toHaveURL(/\/admin-panel\/books\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau livre' })).toBeVisible();

    // A wrong check digit is refused before anything is sent.
    await page.getByLabel('Titre (désignation)').fill(title);
    const wrongDigit = `${ean.slice(0, 12)}${(Number(ean[12]) + 1) % 10}`;
    await page.getByLabel('ISBN / EAN-13').fill(wrongDigit);
    await page.getByLabel('Prix public HT (€)').fill('11,37');
    await page.getByLabel('Prix public TTC (€)').fill('12,00');
    await page.getByRole('button', { name: 'Créer le livre' }).click();
    await expect(page.getByText('EAN-13 invalide : 13 chiffres dont le dernier est la clé de contrôle.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-panel\/books\/new$/);

    await page.getByLabel('ISBN / EAN-13').fill(`${ean.slice(0, 3)}-${ean.slice(3)}`);
    await page.getByLabel('Auteur', { exact: true }).selectOption({ label: 'Victor Hugo' });
    await page.getByLabel('Éditeur', { exact: true }).selectOption({ label: 'Éditions du Phare' });
    await page.getByRole('checkbox', { name: 'Roman du XIXe siècle', exact: true }).check();
    await page.getByLabel('Stock (exemplaires)').fill('7');
    await page.getByRole('checkbox', { name: 'Publier dès l’enregistrement' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Créer le livre' }).click();

    await expect(page).toHaveURL(/\/admin-panel\/books\/\d+$/);
    createdId = Number(/\/books\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByText('Livre créé')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Modifier « ${title} »` })).toBeVisible();
    await expect(page.getByText('Publié : visible dans la boutique.')).toBeVisible();
    await expect(page.getByLabel('ISBN / EAN-13')).toHaveValue(ean);
    await expect(page.getByRole('checkbox', { name: 'Roman du XIXe siècle', exact: true })).toBeChecked();
    // The edit form of a saved book (with its images section) passes too.
    expect(await seriousViolations(page)).toEqual([]);

    // The store's header search finds it as soon as it is published.
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Rechercher un livre, un auteur, un ISBN' });
    await search.fill(`veilleurs ${suffix}`);
    const option = page.getByRole('option', { name: new RegExp(title) });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/bookdetails/${createdId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details__author')).toContainText('Victor Hugo');
    await expect(page.locator('.book-details__facts')).toContainText('Éditions du Phare');
    await expect(page.locator('.book-details__price')).toContainText('12,00');

    // And the /books search, by its ISBN typed with hyphens.
    await page.goto(`/books?q=${ean.slice(0, 3)}-${ean.slice(3, 4)}-${ean.slice(4, 12)}-${ean.slice(12)}`);
    await expect(page.locator('.books-page__count')).toHaveText('1 livre');
    await expect(page.locator('.book-card__title')).toHaveText(title);
  } finally {
    if (createdId) await unpublishBook(createdId);
  }
});

test('the admin sets a book’s stock to 0 and the store’s book page shows it out of stock', async ({ page }) => {
  const title = `Le Dernier Exemplaire ${stamp()}`;
  const book = await createBook({ title, stock: 4 });
  try {
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details .stock')).toHaveText('En stock');
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();

    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Livres', exact: true }).click();
    await searchAdminList(page, 'Rechercher (titre, ISBN, auteur)', title);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/books/${book.id}$`));
    const stock = page.getByLabel('Stock (exemplaires)');
    await expect(stock).toHaveValue('4');
    await stock.fill('0');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Livre enregistré')).toBeVisible();
    await expect(stock).toHaveValue('0');

    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details .stock')).toHaveText('ÉPUISÉ');
    await expect(page.locator('.book-details .stock')).toHaveClass(/stock--out/);
    // The cart's button says the same and cannot be used.
    await expect(page.getByRole('button', { name: 'ÉPUISÉ' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toHaveCount(0);
    await page.locator('#top-language-eng').check();
    await expect(page.locator('.book-details .stock')).toHaveText('OUT OF STOCK');
    await expect(page.getByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  } finally {
    await unpublishBook(book.id);
  }
});

test('the admin ships an order from its detail page and the customer sees it shipped', async ({ page, browser }) => {
  const book = await createBook({ title: `Colis en partance ${stamp()}` });
  try {
    const number = await placeOrder(await apiLogin(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password), book.id);
    await moveOrder(number, 'paid', 'preparing');

    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Commandes', exact: true }).click();
    await searchAdminList(page, 'Rechercher (numéro, email, nom)', number);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/orders/${number}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${number}` })).toBeVisible();
    const intro = page.locator('.orders-detail__head .admin-page__intro');
    await expect(intro).toContainText('En préparation');
    await expect(page.getByRole('region', { name: 'Client' })).toContainText(DEMO_CUSTOMER.email);
    await expect(page.getByRole('row', { name: new RegExp(book.title) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(`Étape suivante ${number}`).selectOption({ label: 'Expédiée' });
    await page.getByRole('button', { name: 'Passer à « Expédiée »' }).click();
    await expect(page.getByText(`Commande ${number} : Expédiée.`)).toBeVisible();
    await expect(intro).toContainText('Expédiée');
    await expect(page.locator('.orders-timeline')).toContainText('Expédiée');
    // The next step offered is now the delivery.
    await expect(page.getByRole('button', { name: 'Passer à « Livrée »' })).toBeVisible();

    const customer = await customerPage(browser);
    await customer.goto('/ordertracking');
    const row = customer.locator('.orders-table tbody tr', { has: customer.getByRole('link', { name: `Voir la commande ${number}` }) });
    await expect(row.locator('.order-status')).toHaveText('Expédiée');
    await row.getByRole('link', { name: `Voir la commande ${number}` }).click();
    await expect(customer).toHaveURL(new RegExp(`/followorder/${number}$`));
    await expect(customer.locator('.order-timeline li')).toHaveCount(4);
    await expect(customer.locator('.order-timeline li').last()).toContainText('Expédiée');
    await customer.context().close();
  } finally {
    await unpublishBook(book.id);
  }
});

test('the admin approves a return with a reason, receives it and refunds it; the customer sees it refunded', async ({ page, browser }) => {
  const book = await createBook({ title: `Retour à l’envoyeur ${stamp()}`, price_ht_cents: 1422, price_ttc_cents: 1500 });
  try {
    const customerToken = await apiLogin(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    // One copy, returned whole: the order ends refunded, never left "delivered" for the other specs to pick.
    const number = await placeOrder(customerToken, book.id);
    await moveOrder(number, 'paid', 'preparing', 'shipped', 'delivered');
    const returnId = await askReturn(customerToken, number, book.id, 'La couverture est arrivée déchirée.');
    const reason = `Accepté : renvoyez-le sous 14 jours (${stamp()}).`;

    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Retours et remboursements' }).click();
    await searchAdminList(page, 'Rechercher (commande, email, nom)', number);
    const row = page.getByRole('row', { name: new RegExp(`Retour n° ${returnId}\\b`) });
    await expect(row).toContainText('Demandé');
    await row.getByRole('link', { name: `Retour n° ${returnId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/returns/${returnId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Retour n° ${returnId}` })).toBeVisible();
    await expect(page.locator('.orders-quote').first()).toHaveText('La couverture est arrivée déchirée.');
    const status = page.locator('.orders-detail__head .admin-page__intro strong');
    await expect(status).toHaveText('Demandé');
    expect(await seriousViolations(page)).toEqual([]);

    // The refund waits for the books.
    await expect(page.getByText('Le remboursement est possible une fois les livres reçus.')).toBeVisible();
    // Refusing needs a reason, told to the customer: without one nothing is decided.
    await page.getByRole('button', { name: 'Refuser le retour' }).click();
    await expect(page.getByText('Indiquez le motif du refus : le client le reçoit par email.')).toBeVisible();
    await expect(status).toHaveText('Demandé');
    await page.getByLabel('Motif communiqué au client (obligatoire pour refuser)').fill(reason);
    await page.getByRole('button', { name: 'Accepter le retour' }).click();
    await expect(page.getByText(`Retour n° ${returnId} accepté.`)).toBeVisible();
    await expect(status).toHaveText('Accepté');
    await expect(page.getByText(`Motif communiqué : ${reason}`)).toBeVisible();
    expect(await mailWith(DEMO_CUSTOMER.email, reason)).toBe(true);

    await page.getByRole('button', { name: 'Marquer les livres comme reçus' }).click();
    await expect(page.getByText(`Retour n° ${returnId} : livres reçus.`)).toBeVisible();
    await expect(status).toHaveText('Reçu');
    await expect(page.getByText('Pas de paiement en ligne : le remboursement est à verser par virement bancaire (aucun prestataire n’est appelé).')).toBeVisible();

    await page.getByRole('button', { name: /^Rembourser 15,00\s€$/ }).click();
    const confirm = page.getByRole('dialog', { name: `Rembourser le retour n° ${returnId} ?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Rembourser', exact: true }).click();
    await expect(page.getByText(`Retour n° ${returnId} remboursé.`)).toBeVisible();
    await expect(status).toHaveText('Remboursé');
    await expect(page.getByText(/^Remboursé : 15,00\s€\.$/)).toBeVisible();
    await expect(page.getByText('À verser au client par virement bancaire.')).toBeVisible();
    await expect(page.locator('.orders-timeline li')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);

    // Every book of the order came back: the order itself is refunded.
    await page.getByRole('link', { name: `Commande ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-panel/orders/${number}$`));
    await expect(page.locator('.orders-detail__head .admin-page__intro')).toContainText('Remboursée');
    await expect(page.getByRole('region', { name: 'Retours', exact: true })).toContainText(`Retour n° ${returnId} — Remboursé`);

    const customer = await customerPage(browser);
    await customer.goto(`/refund_return/${returnId}`);
    await expect(customer.getByRole('heading', { level: 1, name: `Retour n° ${returnId} — commande ${number}` })).toBeVisible();
    await expect(customer.locator('.order-status')).toHaveText('Remboursé');
    await expect(customer.locator('.order-timeline li')).toHaveCount(4);
    await customer.context().close();
  } finally {
    await unpublishBook(book.id);
  }
});
