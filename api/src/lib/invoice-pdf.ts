import PDFDocument from 'pdfkit';
import type { IssuedDocument } from '../services/invoices';

/**
 * The PDF of an invoice or a credit note, made from the document as it was issued (never from the order as it is
 * now), so a download years later shows what was issued. In French, the language French law requires of invoices to
 * consumers (loi Toubon). pdfkit's standard fonts (Helvetica) write WinAnsi, which holds French accents, « », œ and
 * the € sign; Intl's narrow no-break space (U+202F) is not in it, so amounts are formatted here with U+00A0.
 * `compress: false` (tests) writes the page's text uncompressed, to be read back.
 */

const PAYMENT_NAMES: Record<string, string> = { card: 'carte bancaire', paypal: 'PayPal', bank_transfer: 'virement bancaire', gift_card: 'carte cadeau' };

/** How the order was paid: one means, or a gift card for part of it and the order's means for the rest. */
function paidWith(document: Pick<IssuedDocument, 'payment_method' | 'gift_card_cents' | 'total_incl_cents'>): string {
  const name = PAYMENT_NAMES[document.payment_method] ?? document.payment_method;
  if (document.gift_card_cents <= 0 || document.payment_method === 'gift_card') return name;
  return `carte cadeau pour ${formatEuros(document.gift_card_cents)} et ${name} pour ${formatEuros(document.total_incl_cents - document.gift_card_cents)}`;
}

/** 1234567 cents as "12 345,67 €" with no-break spaces. */
export function formatEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}\u00a0€`;
}

/** 550 basis points as "5,5 %". */
const formatRate = (basisPoints: number): string => `${String(basisPoints / 100).replace('.', ',')}\u00a0%`;

/** The date in Paris, as "26/11/2026" (the shop's legal time). */
const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** "912 345 675 00017": the SIRET grouped as INSEE prints it. */
const groupSiret = (siret: string): string => (siret.length === 14 ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret);

const COLUMNS = [
  { title: 'Désignation', width: 205, align: 'left' },
  { title: 'Qté', width: 35, align: 'right' },
  { title: 'PU HT', width: 65, align: 'right' },
  { title: 'TVA', width: 40, align: 'right' },
  { title: 'Total HT', width: 72, align: 'right' },
  { title: 'Total TTC', width: 78, align: 'right' },
] as const;

export function renderInvoicePdf(document: IssuedDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const credit = document.kind === 'credit_note';
  const title = credit ? 'Avoir' : 'Facture';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    // The issue date, not now: the same document makes the same file.
    info: { Title: `${title} ${document.number}`, Author: document.seller.name, CreationDate: new Date(document.issued_at) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const { seller, buyer } = document;

  // The seller, top left: every mention the law asks of it.
  pdf.font('Helvetica-Bold').fontSize(14).text(seller.name, left, 50, { width: 280 });
  pdf.font('Helvetica').fontSize(9);
  if (seller.trade_name && seller.trade_name !== seller.name) pdf.text(seller.trade_name, { width: 280 });
  const form = [seller.legal_form, seller.share_capital ? `au capital de ${seller.share_capital}` : ''].filter(Boolean).join(' ');
  if (form) pdf.text(form, { width: 280 });
  if (seller.street_address) pdf.text(seller.street_address, { width: 280 });
  if (seller.postal_code || seller.city) pdf.text(`${seller.postal_code} ${seller.city}`.trim(), { width: 280 });
  pdf.text(seller.country, { width: 280 });
  if (seller.siret) pdf.text(`SIREN ${groupSiret(seller.siret).slice(0, 11)} · SIRET ${groupSiret(seller.siret)}`, { width: 280 });
  if (seller.vat_number) pdf.text(`N° de TVA intracommunautaire : ${seller.vat_number}`, { width: 280 });
  const contact = [seller.email, seller.phone].filter(Boolean).join(' · ');
  if (contact) pdf.text(contact, { width: 280 });
  const sellerBottom = pdf.y;

  // The document, top right.
  pdf.font('Helvetica-Bold').fontSize(18).text(`${title.toUpperCase()}`, 340, 50, { width: width - 290, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`N° ${document.number}`, { width: width - 290, align: 'right' });
  pdf.text(`Date d'émission : ${formatDate(document.issued_at)}`, { width: width - 290, align: 'right' });
  pdf.text(`Commande ${document.order_number}`, { width: width - 290, align: 'right' });
  if (credit && document.invoice_number) pdf.text(`Avoir sur la facture ${document.invoice_number}`, { width: width - 290, align: 'right' });

  // The buyer.
  const buyerTop = Math.max(sellerBottom, pdf.y) + 20;
  pdf.font('Helvetica-Bold').fontSize(10).text('Client', 340, buyerTop, { width: width - 290 });
  pdf.font('Helvetica').fontSize(10).text(buyer.name, { width: width - 290 });
  for (const part of buyer.address_lines) pdf.text(part, { width: width - 290 });
  if (buyer.email && buyer.email !== buyer.name) pdf.text(buyer.email, { width: width - 290 });

  // The lines.
  let y = pdf.y + 24;
  const drawRow = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let x = left;
    let height = 0;
    COLUMNS.forEach((column, index) => {
      height = Math.max(height, pdf.heightOfString(cells[index] ?? '', { width: column.width - 6 }));
    });
    if (y + height > pdf.page.height - pdf.page.margins.bottom - 120) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    COLUMNS.forEach((column, index) => {
      pdf.text(cells[index] ?? '', x + 3, y, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    y += height + 6;
    pdf.moveTo(left, y - 3).lineTo(left + width, y - 3).lineWidth(0.5).strokeColor('#999999').stroke();
  };
  drawRow(COLUMNS.map((column) => column.title), true);
  for (const entry of document.lines) {
    drawRow(
      [entry.label, String(entry.quantity), formatEuros(entry.unit_excl_cents), formatRate(entry.vat_basis_points), formatEuros(entry.excl_cents), formatEuros(entry.incl_cents)],
      false,
    );
  }

  // The totals, by rate (one rate: books and their delivery).
  y += 8;
  const rates = [...new Set(document.lines.map((entry) => entry.vat_basis_points))];
  const totalRows: [string, string][] = [
    ['Total HT', formatEuros(document.total_excl_cents)],
    ...rates.map((rate): [string, string] => [
      `TVA ${formatRate(rate)}`,
      formatEuros(document.lines.filter((entry) => entry.vat_basis_points === rate).reduce((sum, entry) => sum + entry.vat_cents, 0)),
    ]),
    [credit ? 'Total TTC à rembourser' : 'Total TTC', formatEuros(document.total_incl_cents)],
  ];
  for (const [label, amount] of totalRows) {
    const last = label.startsWith('Total TTC');
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, left + width - 260, y, { width: 170, align: 'right' });
    pdf.text(amount, left + width - 85, y, { width: 85, align: 'right' });
    y += 16;
  }
  pdf.font('Helvetica').fontSize(9).text(`Montants en euros (devise : ${document.currency}).`, left, y + 4, { width });

  // Terms.
  // A gift card's invoice bills no book: its own rule instead of the books'.
  const cardOnly = document.lines.every((entry) => entry.key === 'gift_card');
  const notes = [
    ...(cardOnly
      ? ['Carte cadeau : bon à usages multiples, hors champ de la TVA (CGI art. 256 ter) ; la TVA est due sur les achats qu\'elle paie.']
      : [
          'TVA au taux réduit de 5,5 % sur les livres (CGI art. 278-0 bis) ; la livraison suit le taux des livres qu\'elle accompagne.',
          'Prix des livres fixés par l\'éditeur (loi du 10 août 1981 relative au prix du livre).',
        ]),
    credit
      ? 'Cet avoir annule tout ou partie de la facture citée ; le montant est remboursé par le moyen de paiement de la commande.'
      : `Facture acquittée : payée par ${paidWith(document)}. Pas d'escompte pour paiement anticipé.`,
  ];
  pdf.moveDown(1);
  for (const note of notes) pdf.text(note, left, undefined, { width });

  pdf.end();
  return done;
}
