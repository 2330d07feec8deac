import { readFile } from 'node:fs/promises';
import type { Article } from '@bookshop/contracts';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { articles, updateCompanySettings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { FAKE_CARD, FAKE_PAYPAL } from '../support/servers';
import { logIn } from '../support/session';

/**
 * Invoices: an order paid by card gets its invoice, which its customer downloads as a PDF from the order's page, and a
 * guest from /track-order after the lookup. Against the local fake card provider, as payment.spec does.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => updateCompanySettings({ paypal_client_id: FAKE_PAYPAL.clientId, card_public_key: FAKE_CARD.publishableKey }));
test.afterAll(() => updateCompanySettings({ paypal_client_id: '', card_public_key: '' }));

/** A book with plenty of stock, away from the pages the other tests pick from. */
async function stockedBook(index: number): Promise<Article> {
  const found = (await articles('sort=title&page=3')).filter((article) => article._qte_a_terme_calcule >= 8);
  const book = found[index];
  if (!book) throw new Error('not enough stocked books on page 3');
  return book;
}

async function addToCart(page: Page, id: number) {
  await page.goto(`/bookdetails/${id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
}

/** From the checkout's payment step: pays by card and answers the order's number. */
async function payByCard(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Paiement', level: 1 })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Payer maintenant' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('heading', { name: 'Paiement reçu, merci !' })).toBeVisible();
  return new URL(page.url()).searchParams.get('number') ?? '';
}

/** The downloaded file is the invoice's PDF, named by its number. */
async function expectInvoicePdf(download: Download): Promise<string> {
  const name = download.suggestedFilename();
  expect(name).toMatch(/^FA-\d{6}\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return name.replace('.pdf', '');
}

test('a customer pays by card, then downloads the invoice PDF from the order\'s page', async ({ page }) => {
  await logIn(page);
  await addToCart(page, (await stockedBook(0)).id);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  const number = await payByCard(page);
  expect(number).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  await page.goto(`/followorder/${number}`);
  const invoices = page.getByRole('region', { name: 'Factures et avoirs' });
  const button = invoices.getByRole('button', { name: /^Télécharger la facture FA-\d{6} \(PDF\)$/ });
  await expect(button).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // From the keyboard, as any control of the page.
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const invoiceNumber = await expectInvoicePdf(download);
  await expect(invoices).toContainText(`Facture ${invoiceNumber}`);
});

test('a guest who paid by card downloads the invoice from /track-order, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `facture-${Date.now()}@example.fr`;
  await addToCart(page, (await stockedBook(1)).id);
  await page.goto('/checkout');
  await page.getByLabel('Adresse email (pour suivre la commande)').fill(email);
  await page.getByRole('radio', { name: /Retrait en librairie/ }).check();
  await page.getByRole('radio', { name: /Carte bancaire/ }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  const number = await payByCard(page);

  await page.goto('/track-order');
  await page.getByLabel('Numéro de commande (ex. ABCD-EFGH-JKLM)').fill(number);
  await page.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Suivre' }).click();
  const button = page.locator('.track-result').getByRole('button', { name: /^Télécharger la facture FA-\d{6} \(PDF\)$/ });
  await expect(button).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await expectInvoicePdf(download);
});
