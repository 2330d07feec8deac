/**
 * What one ONIX 3.0 Product record says about a book, in the shop's terms: the fields the catalogue keeps, read by
 * the code lists the French trade uses, or the reason the record cannot be taken. Nothing here touches the database:
 * the importer decides what becomes of a description.
 */
import { isValidEan13 } from '@bookshop/contracts';
import { sanitizeHtml } from '../lib/html';
import { type OnixElement, child, childrenNamed, childText, textOf } from './onix-element';

/** What a message's Header says once for every record that does not say it itself. */
export interface OnixHeaderDefaults {
  readonly languageOfText: string | null;
  readonly priceType: string | null;
  readonly currencyCode: string | null;
}

export const NO_HEADER_DEFAULTS: OnixHeaderDefaults = { languageOfText: null, priceType: null, currencyCode: null };

/** A title as ONIX splits it: the prefix ("Le", "L'") kept apart so lists can sort on what follows. */
export interface OnixTitleText {
  readonly prefix: string | null;
  readonly withoutPrefix: string;
  /** The title as read: prefix and the rest joined ("L'Étranger", "Le Rouge et le Noir"). */
  readonly full: string;
}

export interface OnixTitle extends OnixTitleText {
  readonly subtitle: string | null;
}

export interface OnixContributor {
  readonly sequenceNumber: number | null;
  /** ContributorRole codes (list 17) in the record's order: A01 author, B06 translator, A12 illustrator... */
  readonly roles: readonly string[];
  /** As printed: "Victor Hugo", "Charles de Gaulle", or a corporate name. */
  readonly name: string;
  readonly corporate: boolean;
}

/** The publisher's collection (series) the book belongs to, with its number in it when the record gives one. */
export interface OnixCollection {
  readonly title: OnixTitleText;
  readonly partNumber: string | null;
}

/** The forms the shop shows to shoppers; anything else is 'other', with its ONIX code kept beside it. */
export type OnixProductFormKind = 'hardback' | 'paperback' | 'pocket' | 'digital' | 'other';

export interface OnixProductForm {
  readonly kind: OnixProductFormKind;
  /** ProductForm code (list 150): BB, BC, EA... */
  readonly code: string;
  /** ProductFormDetail codes (list 175): B113 pocket... */
  readonly details: readonly string[];
}

/** A date as precise as the record gives it: '2027-03-12' (day), '2027-03' (month) or '2027' (year). */
export interface OnixDate {
  readonly value: string;
  readonly precision: 'day' | 'month' | 'year';
}

/** The French fixed price including tax (prix unique du livre): PriceType 04 in euros. */
export interface OnixPrice {
  readonly amount: number;
  /** The amount in cents, as the catalogue stores prices. */
  readonly amountCents: number;
  readonly currency: 'EUR';
  readonly taxRatePercent: number | null;
}

export type OnixSubjectScheme =
  | 'clil'
  | 'thema'
  | 'thema_place'
  | 'thema_language'
  | 'thema_time'
  | 'thema_educational_purpose'
  | 'thema_interest_age'
  | 'thema_style';

export interface OnixSubject {
  readonly scheme: OnixSubjectScheme;
  /** SubjectSchemeIdentifier (list 27): 29 CLIL, 93 Thema, 94 to 99 Thema qualifiers. */
  readonly schemeIdentifier: string;
  readonly code: string;
  readonly main: boolean;
}

/** A field left out of a record that was still taken: the importer lists these for staff. */
export interface OnixWarning {
  readonly field: string;
  readonly code: 'publication_date_unreadable' | 'page_count_not_a_number' | 'tax_rate_not_a_number' | 'language_code_invalid';
  readonly reason: string;
}

/**
 * Which blocks the record carries. A full record (NotificationType 01 to 03) carries those it has; a block update
 * (04) carries only the blocks that changed, and the importer must leave the others as they are.
 */
export interface OnixBlocks {
  readonly descriptiveDetail: boolean;
  readonly collateralDetail: boolean;
  readonly publishingDetail: boolean;
  readonly productSupply: boolean;
}

/** A record describing a book (new, or an update of one the shop may already hold). */
export interface OnixBookDescription {
  readonly deleted: false;
  readonly recordReference: string | null;
  /** NotificationType (list 1): 01 early notice, 02 advance notice, 03 on publication, 04 block update... */
  readonly notificationType: string | null;
  readonly isbn13: string;
  readonly blocks: OnixBlocks;
  /** Null only in a block update without DescriptiveDetail: any other record without a title is refused. */
  readonly title: OnixTitle | null;
  /** In SequenceNumber order (record order where numbers are missing); contributors without a name are left out. */
  readonly contributors: readonly OnixContributor[];
  readonly collection: OnixCollection | null;
  /** ISO 639-2/B code of the language of the text, lower case ('fre', 'eng'). */
  readonly languageOfText: string | null;
  readonly pageCount: number | null;
  readonly productForm: OnixProductForm | null;
  readonly publisher: string | null;
  readonly imprint: string | null;
  readonly publicationDate: OnixDate | null;
  /** PublishingStatus (list 64): 02 forthcoming, 04 active, 07 out of print... */
  readonly publishingStatus: string | null;
  /** ProductAvailability (list 65) of the first SupplyDetail: 10 not yet available, 20 available... */
  readonly productAvailability: string | null;
  /** Already passed through the shop's HTML sanitiser, ready to store as the book's description. */
  readonly descriptionHtml: string | null;
  readonly coverUrl: string | null;
  readonly price: OnixPrice | null;
  readonly subjects: readonly OnixSubject[];
  readonly warnings: readonly OnixWarning[];
}

/** A record asking the shop to withdraw a book (NotificationType 05): only its keys matter. */
export interface OnixBookDeletion {
  readonly deleted: true;
  readonly recordReference: string | null;
  readonly notificationType: '05';
  readonly isbn13: string;
}

export type OnixProduct = OnixBookDescription | OnixBookDeletion;

export type OnixRefusalCode = 'isbn_missing' | 'isbn_invalid' | 'isbn_check_digit' | 'title_missing' | 'price_not_a_number';

/** A record the shop cannot take: which one, which field, and why in words staff can act on. */
export interface OnixRefusal {
  readonly kind: 'refused';
  readonly recordReference: string | null;
  readonly code: OnixRefusalCode;
  /** The ONIX field at fault, by reference names whatever tag form the file used. */
  readonly field: string;
  readonly reason: string;
}

export type OnixOutcome = { readonly kind: 'product'; readonly product: OnixProduct } | OnixRefusal;

/** The defaults a message's Header gives its records. */
export function headerDefaultsOf(header: OnixElement): OnixHeaderDefaults {
  return {
    languageOfText: childText(header, 'DefaultLanguageOfText')?.toLowerCase() ?? null,
    priceType: childText(header, 'DefaultPriceType'),
    currencyCode: childText(header, 'DefaultCurrencyCode'),
  };
}

/** Thrown inside the mapping to stop at the first fault of a record; never leaves this module. */
class RecordRefused extends Error {
  constructor(
    readonly code: OnixRefusalCode,
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function refuse(code: OnixRefusalCode, field: string, reason: string): never {
  throw new RecordRefused(code, field, reason);
}

/** One Product record read: the book it describes or withdraws, or its refusal. */
export function describeProduct(product: OnixElement, defaults: OnixHeaderDefaults = NO_HEADER_DEFAULTS): OnixOutcome {
  const recordReference = childText(product, 'RecordReference');
  try {
    return { kind: 'product', product: productOf(product, recordReference, defaults) };
  } catch (error) {
    if (!(error instanceof RecordRefused)) throw error;
    return { kind: 'refused', recordReference, code: error.code, field: error.field, reason: error.reason };
  }
}

function productOf(product: OnixElement, recordReference: string | null, defaults: OnixHeaderDefaults): OnixProduct {
  const notificationType = childText(product, 'NotificationType');
  const isbn13 = isbnOf(product);
  if (notificationType === '05') return { deleted: true, recordReference, notificationType, isbn13 };

  const descriptive = child(product, 'DescriptiveDetail');
  const collateral = child(product, 'CollateralDetail');
  const publishing = child(product, 'PublishingDetail');
  const supplies = childrenNamed(product, 'ProductSupply');
  const blockUpdate = notificationType === '04';
  const warnings: OnixWarning[] = [];
  const titleDetail = distinctiveTitleDetail(descriptive);

  return {
    deleted: false,
    recordReference,
    notificationType,
    isbn13,
    blocks: {
      descriptiveDetail: descriptive !== undefined,
      collateralDetail: collateral !== undefined,
      publishingDetail: publishing !== undefined,
      productSupply: supplies.length > 0,
    },
    title: blockUpdate && !descriptive ? null : titleOf(titleDetail),
    contributors: contributorsOf(descriptive),
    collection: collectionOf(descriptive, titleDetail),
    languageOfText: descriptive ? languageOf(descriptive, defaults, warnings) : null,
    pageCount: pageCountOf(descriptive, warnings),
    productForm: productFormOf(descriptive),
    publisher: publisherOf(publishing),
    imprint: childText(child(publishing, 'Imprint'), 'ImprintName'),
    publicationDate: publicationDateOf(publishing, warnings),
    publishingStatus: childText(publishing, 'PublishingStatus'),
    productAvailability: childText(child(supplies[0], 'SupplyDetail'), 'ProductAvailability'),
    descriptionHtml: descriptionOf(collateral),
    coverUrl: coverUrlOf(collateral),
    price: frenchPriceOf(supplies, defaults, warnings),
    subjects: subjectsOf(descriptive),
    warnings,
  };
}

/**
 * The record's ISBN-13: ProductIDType 15, else a GTIN-13 (03) in the ISBN ranges 978 and 979 (some senders only
 * give the barcode). Spaces and hyphens are forgiven; a wrong check digit is not, as the ISBN is the record's key.
 */
function isbnOf(product: OnixElement): string {
  const identifiers = childrenNamed(product, 'ProductIdentifier');
  const isbn = identifiers.find((identifier) => childText(identifier, 'ProductIDType') === '15');
  const gtin = identifiers.find(
    (identifier) => childText(identifier, 'ProductIDType') === '03' && /^97[89]/.test(compactIdentifier(identifier)),
  );
  const chosen = isbn ?? gtin;
  if (!chosen) {
    refuse('isbn_missing', 'ProductIdentifier', 'The record has no ISBN-13 (ProductIDType 15), nor a GTIN-13 (03) starting with 978 or 979.');
  }
  const field = 'ProductIdentifier/IDValue';
  const written = childText(chosen, 'IDValue');
  const value = compactIdentifier(chosen);
  if (written === null) refuse('isbn_invalid', field, 'The ISBN is empty.');
  if (!/^97[89]\d{10}$/.test(value)) {
    refuse('isbn_invalid', field, `"${written}" is not an ISBN-13: it should be 13 digits starting with 978 or 979.`);
  }
  if (!isValidEan13(value)) {
    const expected = ean13CheckDigit(value.slice(0, 12));
    refuse('isbn_check_digit', field, `The ISBN ${value} has a wrong check digit: it should end with ${expected}.`);
  }
  return value;
}

function compactIdentifier(identifier: OnixElement): string {
  return (childText(identifier, 'IDValue') ?? '').replace(/[\s-]/g, '');
}

/** The EAN-13 check digit of 12 digits: weights 1 and 3 alternately, then what takes the sum to a multiple of 10. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function distinctiveTitleDetail(descriptive: OnixElement | undefined): OnixElement | undefined {
  return childrenNamed(descriptive, 'TitleDetail').find((detail) => childText(detail, 'TitleType') === '01');
}

function titleElementAtLevel(titleDetail: OnixElement | undefined, level: string): OnixElement | undefined {
  return childrenNamed(titleDetail, 'TitleElement').find((element) => childText(element, 'TitleElementLevel') === level);
}

/** The product's own title: TitleType 01, TitleElementLevel 01 (level 02 names its collection, not the book). */
function titleOf(titleDetail: OnixElement | undefined): OnixTitle {
  const element = titleElementAtLevel(titleDetail, '01');
  const title = titleTextOf(element);
  if (!title) {
    refuse(
      'title_missing',
      'DescriptiveDetail/TitleDetail/TitleElement',
      'The record has no title: no TitleElement of level 01 with a TitleText or TitleWithoutPrefix in a TitleDetail of type 01.',
    );
  }
  return { ...title, subtitle: childText(element, 'Subtitle') };
}

/** A TitleElement's title: TitlePrefix and TitleWithoutPrefix when the sender split it, else TitleText. */
function titleTextOf(element: OnixElement | undefined): OnixTitleText | null {
  const withoutPrefix = childText(element, 'TitleWithoutPrefix');
  if (withoutPrefix) {
    const prefix = childText(element, 'TitlePrefix');
    return { prefix, withoutPrefix, full: prefix ? joinTitlePrefix(prefix, withoutPrefix) : withoutPrefix };
  }
  const titleText = childText(element, 'TitleText');
  return titleText ? { prefix: null, withoutPrefix: titleText, full: titleText } : null;
}

/** French elided articles take no space: "L'" and "Étranger" give "L'Étranger", "Le" and "Horla" "Le Horla". */
function joinTitlePrefix(prefix: string, rest: string): string {
  return /['’]$/.test(prefix) ? prefix + rest : `${prefix} ${rest}`;
}

function contributorsOf(descriptive: OnixElement | undefined): OnixContributor[] {
  const contributors: OnixContributor[] = [];
  for (const element of childrenNamed(descriptive, 'Contributor')) {
    const named = contributorName(element);
    if (!named) continue;
    const sequence = childText(element, 'SequenceNumber');
    contributors.push({
      sequenceNumber: sequence !== null && /^\d+$/.test(sequence) ? Number(sequence) : null,
      roles: childrenNamed(element, 'ContributorRole').flatMap((role) => textOf(role) ?? []),
      ...named,
    });
  }
  // Array sort is stable: records that number only some contributors keep the rest in their order, after them.
  return contributors.sort((a, b) => orderOf(a) - orderOf(b));
}

const orderOf = (contributor: OnixContributor) => contributor.sequenceNumber ?? Number.MAX_SAFE_INTEGER;

/**
 * A contributor's name as a book prints it. ONIX gives it whole (PersonName) or in parts (NamesBeforeKey,
 * PrefixToKey, KeyNames, NamesAfterKey); "Hugo, Victor" (PersonNameInverted) is turned back as a last resort.
 */
function contributorName(element: OnixElement): { name: string; corporate: boolean } | null {
  const personName = childText(element, 'PersonName');
  if (personName) return { name: personName, corporate: false };
  const keyNames = childText(element, 'KeyNames');
  if (keyNames) {
    const parts = [childText(element, 'NamesBeforeKey'), childText(element, 'PrefixToKey'), keyNames, childText(element, 'NamesAfterKey')];
    return { name: parts.filter((part) => part !== null).join(' '), corporate: false };
  }
  const inverted = childText(element, 'PersonNameInverted');
  if (inverted) return { name: inverted.replace(/^([^,]+),\s*(.+)$/, '$2 $1'), corporate: false };
  const corporateName = childText(element, 'CorporateName');
  if (corporateName) return { name: corporateName, corporate: true };
  return null;
}

/**
 * The publisher's collection: a Collection of type 10 with its level-02 title. Some senders put that title in the
 * product's own TitleDetail instead (a level-02 TitleElement beside the level-01 one), which ONIX also allows.
 */
function collectionOf(descriptive: OnixElement | undefined, productTitleDetail: OnixElement | undefined): OnixCollection | null {
  const candidates = childrenNamed(descriptive, 'Collection')
    .filter((collection) => childText(collection, 'CollectionType') === '10')
    .map((collection) => titleElementAtLevel(distinctiveTitleDetail(collection), '02'));
  candidates.push(titleElementAtLevel(productTitleDetail, '02'));
  for (const element of candidates) {
    const title = titleTextOf(element);
    if (title) return { title, partNumber: childText(element, 'PartNumber') };
  }
  return null;
}

function languageOf(descriptive: OnixElement, defaults: OnixHeaderDefaults, warnings: OnixWarning[]): string | null {
  const language = childrenNamed(descriptive, 'Language').find((element) => childText(element, 'LanguageRole') === '01');
  const code = childText(language, 'LanguageCode')?.toLowerCase() ?? defaults.languageOfText;
  if (code === null || /^[a-z]{3}$/.test(code)) return code;
  warnings.push({
    field: 'DescriptiveDetail/Language/LanguageCode',
    code: 'language_code_invalid',
    reason: `"${code}" is not an ISO 639-2 language code (three letters, such as fre or eng): the language is left out.`,
  });
  return null;
}

/** The main content's page count: ExtentType 00 counted in pages (ExtentUnit 03). */
function pageCountOf(descriptive: OnixElement | undefined, warnings: OnixWarning[]): number | null {
  const extent = childrenNamed(descriptive, 'Extent').find(
    (element) => childText(element, 'ExtentType') === '00' && childText(element, 'ExtentUnit') === '03',
  );
  const written = childText(extent, 'ExtentValue');
  if (written === null) return null;
  // ONIX allows a decimal here; a page count written "256.0" is still 256 pages.
  if (/^\d+(\.0+)?$/.test(written) && Number(written) > 0) return Math.trunc(Number(written));
  warnings.push({
    field: 'DescriptiveDetail/Extent/ExtentValue',
    code: 'page_count_not_a_number',
    reason: `The page count "${written}" is not a whole number of pages: it is left out.`,
  });
  return null;
}

/**
 * ProductFormDetail codes that make a paperback the French "poche": B113 "Pocket (Sweden, Norway, France)" and
 * B133 "Pocket-sized" of list 175, and B104 (A-format paperback, the pocket size) that some senders use for it.
 */
const POCKET_DETAILS = new Set(['B104', 'B113', 'B133']);
/** List 150's digital forms: EA digital, EB download and online, EC online, ED download. */
const DIGITAL_FORMS = new Set(['EA', 'EB', 'EC', 'ED']);

function productFormOf(descriptive: OnixElement | undefined): OnixProductForm | null {
  const code = childText(descriptive, 'ProductForm');
  if (code === null) return null;
  const details = childrenNamed(descriptive, 'ProductFormDetail').flatMap((detail) => textOf(detail) ?? []);
  return { kind: productFormKind(code, details), code, details };
}

function productFormKind(code: string, details: readonly string[]): OnixProductFormKind {
  if (code === 'BB') return 'hardback';
  if (code === 'BC') return details.some((detail) => POCKET_DETAILS.has(detail)) ? 'pocket' : 'paperback';
  if (DIGITAL_FORMS.has(code)) return 'digital';
  return 'other';
}

function publisherOf(publishing: OnixElement | undefined): string | null {
  const publisher = childrenNamed(publishing, 'Publisher').find((element) => childText(element, 'PublishingRole') === '01');
  return childText(publisher, 'PublisherName');
}

/** The number of digits each date format of list 55 this reader knows is written with, when no format is given. */
const DATE_FORMAT_BY_LENGTH = new Map([
  [8, '00'],
  [6, '01'],
  [4, '05'],
]);

/** The publication date (PublishingDateRole 01), in the format its `dateformat` attribute (or DateFormat) names. */
function publicationDateOf(publishing: OnixElement | undefined, warnings: OnixWarning[]): OnixDate | null {
  const publishingDate = childrenNamed(publishing, 'PublishingDate').find(
    (element) => childText(element, 'PublishingDateRole') === '01',
  );
  const dateElement = child(publishingDate, 'Date');
  const written = textOf(dateElement);
  if (!dateElement || written === null) return null;
  const format =
    dateElement.attributes.dateformat ?? childText(publishingDate, 'DateFormat') ?? DATE_FORMAT_BY_LENGTH.get(written.length);
  const date = format === undefined ? null : dateInFormat(written, format);
  if (!date) {
    warnings.push({
      field: 'PublishingDetail/PublishingDate/Date',
      code: 'publication_date_unreadable',
      reason: `The publication date "${written}"${format ? ` (date format ${format})` : ''} cannot be read as a date: it is left out.`,
    });
  }
  return date;
}

/** A date in one of list 55's formats 00 (YYYYMMDD), 01 (YYYYMM), 05 (YYYY), or 13/14 (with a time, dropped). */
function dateInFormat(written: string, format: string): OnixDate | null {
  const pattern =
    format === '00' ? /^(\d{4})(\d{2})(\d{2})$/
    : format === '13' || format === '14' ? /^(\d{4})(\d{2})(\d{2})T\d{4}/
    : format === '01' ? /^(\d{4})(\d{2})$/
    : format === '05' ? /^(\d{4})$/
    : null;
  const match = pattern?.exec(written);
  if (!match) return null;
  const [, year = '', month, day] = match;
  if (month === undefined) return { value: year, precision: 'year' };
  if (Number(month) < 1 || Number(month) > 12) return null;
  if (day === undefined) return { value: `${year}-${month}`, precision: 'month' };
  // Date.UTC rolls 31 April over to 1 May: a day that does not survive the round trip does not exist.
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (parsed.getUTCMonth() !== Number(month) - 1 || parsed.getUTCDate() !== Number(day)) return null;
  return { value: `${year}-${month}-${day}`, precision: 'day' };
}

/** The book's description: TextType 03 (description), else 02 (short description), as sanitised HTML. */
function descriptionOf(collateral: OnixElement | undefined): string | null {
  const contents = childrenNamed(collateral, 'TextContent');
  for (const textType of ['03', '02']) {
    for (const content of contents.filter((element) => childText(element, 'TextType') === textType)) {
      const text = child(content, 'Text');
      const html = text ? sanitizeHtml(htmlOfText(text)).trim() : '';
      if (html !== '') return html;
    }
  }
  return null;
}

/**
 * A Text element as HTML. Inline XHTML arrives as elements: it is written back as markup (without attributes, which
 * the sanitiser drops anyway). HTML or XHTML sent as escaped text (textformat 02 or 05) is already markup. Anything
 * else is plain text, escaped, its blank lines made paragraphs.
 */
function htmlOfText(text: OnixElement): string {
  if (text.children.some((node) => typeof node !== 'string')) return markupOf(text.children);
  const written = text.children.join('');
  const format = text.attributes.textformat;
  return format === '02' || format === '05' ? written : paragraphsOf(written);
}

/** XHTML elements that have no content and no end tag in HTML. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);

function markupOf(nodes: readonly (OnixElement | string)[]): string {
  let html = '';
  for (const node of nodes) {
    if (typeof node === 'string') html += escapeMarkup(node);
    else if (VOID_ELEMENTS.has(node.name)) html += `<${node.name}>`;
    // Every element is closed, even if written empty (<script/>), so the sanitiser sees a code element whole.
    else html += `<${node.name}>${markupOf(node.children)}</${node.name}>`;
  }
  return html;
}

function paragraphsOf(plain: string): string {
  return plain
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The front cover (ResourceContentType 01): the link of its first ResourceVersion. */
function coverUrlOf(collateral: OnixElement | undefined): string | null {
  for (const resource of childrenNamed(collateral, 'SupportingResource')) {
    if (childText(resource, 'ResourceContentType') !== '01') continue;
    const link = childText(child(resource, 'ResourceVersion'), 'ResourceLink');
    if (link) return link;
  }
  return null;
}

/**
 * The French fixed price including tax (PriceType 04, EUR), the book law's reference price, from the first supply
 * detail that gives one. The Header's default type and currency count for prices that omit theirs.
 */
function frenchPriceOf(supplies: readonly OnixElement[], defaults: OnixHeaderDefaults, warnings: OnixWarning[]): OnixPrice | null {
  for (const supply of supplies) {
    for (const detail of childrenNamed(supply, 'SupplyDetail')) {
      for (const price of childrenNamed(detail, 'Price')) {
        const type = childText(price, 'PriceType') ?? defaults.priceType;
        const currency = childText(price, 'CurrencyCode') ?? defaults.currencyCode;
        if (type === '04' && currency === 'EUR') return priceOf(price, warnings);
      }
    }
  }
  return null;
}

/** ONIX writes amounts with a decimal point and no sign or grouping: "22.50". */
const DECIMAL = /^\d+(\.\d+)?$/;

function priceOf(price: OnixElement, warnings: OnixWarning[]): OnixPrice {
  const written = childText(price, 'PriceAmount');
  const field = 'ProductSupply/SupplyDetail/Price/PriceAmount';
  if (written === null) refuse('price_not_a_number', field, 'The French fixed price (PriceType 04, EUR) has no amount.');
  if (!DECIMAL.test(written)) {
    refuse('price_not_a_number', field, `The French fixed price "${written}" is not a number: ONIX writes amounts such as 22.50.`);
  }
  const amount = Number(written);
  return { amount, amountCents: Math.round(amount * 100), currency: 'EUR', taxRatePercent: taxRateOf(price, warnings) };
}

function taxRateOf(price: OnixElement, warnings: OnixWarning[]): number | null {
  const written = childrenNamed(price, 'Tax')
    .map((tax) => childText(tax, 'TaxRatePercent'))
    .find((rate) => rate !== null);
  if (written === undefined || written === null) return null;
  if (DECIMAL.test(written)) return Number(written);
  warnings.push({
    field: 'ProductSupply/SupplyDetail/Price/Tax/TaxRatePercent',
    code: 'tax_rate_not_a_number',
    reason: `The tax rate "${written}" is not a number: it is left out.`,
  });
  return null;
}

/** The subject schemes the shop maps to its categories (list 27): CLIL, and Thema with its qualifiers. */
const SUBJECT_SCHEMES = new Map<string, OnixSubjectScheme>([
  ['29', 'clil'],
  ['93', 'thema'],
  ['94', 'thema_place'],
  ['95', 'thema_language'],
  ['96', 'thema_time'],
  ['97', 'thema_educational_purpose'],
  ['98', 'thema_interest_age'],
  ['99', 'thema_style'],
]);

function subjectsOf(descriptive: OnixElement | undefined): OnixSubject[] {
  const subjects: OnixSubject[] = [];
  for (const subject of childrenNamed(descriptive, 'Subject')) {
    const schemeIdentifier = childText(subject, 'SubjectSchemeIdentifier');
    const scheme = schemeIdentifier === null ? undefined : SUBJECT_SCHEMES.get(schemeIdentifier);
    const code = childText(subject, 'SubjectCode');
    if (!scheme || schemeIdentifier === null || code === null) continue;
    subjects.push({ scheme, schemeIdentifier, code, main: child(subject, 'MainSubject') !== undefined });
  }
  return subjects;
}
