import { searchAdminList } from '../support/admin-list';
import { expect, test } from '../support/test';
import { createBook, unpublishBook } from '../support/api';
import { seriousViolations } from '../support/axe';
import { mailedLink, mailsWith, mailWith } from '../support/mail';
import { adminLogIn } from '../support/session';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

test('a guest on a phone asks to be told when a book is back, confirms from the mail, staff restock it, the mail arrives once and its link cancels', async ({ page }) => {
  const title = `Le Livre Attendu ${stamp()}`;
  const email = `attente-${stamp()}@example.fr`;
  const book = await createBook({ title, stock: 0 });
  try {
    // The server's HTML already holds the button (the page is server-rendered).
    const html = await (await page.request.get(`/bookdetails/${book.id}`)).text();
    expect(html).toContain('Prévenez-moi de son retour');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.book-details .stock')).toHaveText('ÉPUISÉ');
    // By keyboard: the button opens the form on the email field; Enter sends it.
    const notify = page.getByRole('button', { name: 'Prévenez-moi de son retour' });
    await notify.focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Votre email pour l’alerte');
    await expect(field).toBeFocused();
    await expect(page.getByText(/Votre email sert uniquement à vous prévenir/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('attente@');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Veuillez entrer une adresse email valide.')).toBeVisible();
    await field.fill(email.toUpperCase());
    await page.keyboard.press('Enter');
    const noted = `C’est noté pour ${email}. Si cette adresse n’est pas encore confirmée, nous vous avons envoyé un lien de confirmation : ouvrez-le pour être prévenu(e) du retour de ce livre.`;
    await expect(page.getByText(noted)).toBeFocused();
    // The body, not the subject: a subject with accents is MIME-encoded in the .eml file.
    expect(await mailWith(email, `Quelqu'un a demandé, avec cette adresse, à être prévenu du retour en stock de « ${title} ». Pour recevoir cette alerte, confirmez-la sur cette page`)).toBe(true);

    // Asking again: the very same answer (it tells nobody who waits for what).
    await page.reload();
    await page.getByRole('button', { name: 'Prévenez-moi de son retour' }).click();
    await page.getByLabel('Votre email pour l’alerte').fill(email);
    await page.getByRole('button', { name: 'M’avertir' }).click();
    await expect(page.getByText(noted)).toBeVisible();
    // Its new mail replaces the first link: wait until the mailer has written it, then open the newest.
    await expect.poll(() => mailsWith(email, 'Pour recevoir cette alerte, confirmez-la sur cette page'), { timeout: 15_000 }).toBe(2);

    // The mailed link opens a page that confirms on the button only (a mail scanner opening it confirms nothing).
    await page.goto(await mailedLink(email, '/confirm/stock-alert'));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmer une alerte de retour en stock' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText(/C’est confirmé : nous vous écrirons dès le retour en stock de ce livre/)).toBeVisible();

    // Staff see one customer waiting, in the list and the form, and restock the book.
    await page.setViewportSize({ width: 1280, height: 800 });
    await adminLogIn(page);
    await page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link', { name: 'Livres', exact: true }).click();
    await searchAdminList(page, 'Rechercher (titre, ISBN, auteur)', title);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row.getByText('1 client attend son retour en stock')).toBeAttached();
    await expect(row.getByText('1 alerte', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByText(/1 client attend son retour en stock : il recevra un email, une seule fois/)).toBeVisible();
    await page.getByLabel('Stock (exemplaires)').fill('3');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Livre enregistré')).toBeVisible();
    await expect(page.getByText(/client attend son retour en stock/)).toHaveCount(0);

    // The mailer writes the mail: the book's title and page, and a cancel link.
    expect(await mailWith(email, `Bonne nouvelle : « ${title} » est de retour en stock.`)).toBe(true);
    expect(await mailWith(email, `/bookdetails/${book.id}`)).toBe(true);
    const cancel = await mailedLink(email, '/stock-alert-cancel');
    await page.goto(cancel);
    await expect(page.getByRole('heading', { level: 1, name: 'Annulation d’une alerte de retour en stock' })).toBeVisible();
    await expect(page.getByText(/C’est fait : votre demande est annulée et votre adresse effacée/)).toBeVisible();
    // Opened twice, the link says the same.
    await page.reload();
    await expect(page.getByText(/C’est fait : votre demande est annulée/)).toBeVisible();
  } finally {
    await unpublishBook(book.id);
  }
});

test('the footer\'s newsletter form answers alike for any address, and the mailed link subscribes on a button press', async ({ page }) => {
  const email = `lettre-${stamp()}@example.fr`;
  await page.goto('/');
  const noted = 'Si l’adresse n’est pas confirmée, ouvrez le lien que nous lui envoyons.';
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByLabel('Votre adresse email').fill(email);
    const answered = page.waitForResponse((response) => response.url().includes('/newsletter') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'S’abonner' }).click();
    expect((await answered).status()).toBe(202);
    await expect(page.getByRole('status').filter({ hasText: noted })).toBeVisible();
  }
  // Each sign-up mails a link that replaces the one before: wait for the second mail, then open the newest link.
  await expect.poll(() => mailsWith(email, 'Pour la recevoir, confirmez sur cette page'), { timeout: 15_000 }).toBe(2);
  await page.goto(await mailedLink(email, '/confirm/newsletter'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer l’abonnement à la newsletter' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('C’est confirmé : vous êtes abonné(e) à la newsletter.')).toBeVisible();
  // The link works once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Ce lien n’est plus valable/);
});
