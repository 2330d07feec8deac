/**
 * Large ONIX 3.0 files for tests and the import's measures (issue 45): a full file of any number of records, or a delta
 * of some of them, as the trade sends them. Every record is a pure function of its index, so a delta of records
 * 0-4999 updates the books of the full file's first 5,000, and two runs make the same file. Streamed as text, one
 * record at a time: a million records never sit in memory.
 *
 * What the records hold: ISBN-13s in 979-12 (a range the seed's generated books, 979-10, never use), titles made of
 * French words, one to three contributors among 4,000 people (author, then a translator or an illustrator), 400
 * publishers, 800 collections numbered, CLIL and Thema subjects, a French fixed price with its tax rate, a page count,
 * a description; most active and available, some forthcoming, some out of print.
 */
import { ean13CheckDigit } from '../seed/generate';
import { SHORT_TAGS } from './onix-element';

/** The range of the generated files' ISBNs: 979-12, 7 digits of index. */
export const GENERATED_ONIX_EAN_PREFIX = '97912';

export function generatedOnixEan(index: number): string {
  const first12 = `${GENERATED_ONIX_EAN_PREFIX}${String(index).padStart(7, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

export interface GenerateOnixOptions {
  /** How many records. */
  records: number;
  /** The index of the first (a delta of a part of a full file). */
  start?: number;
  /** Short tags rather than reference names. */
  short?: boolean;
  /**
   * A delta: the same records with a new price (the price moves with `revision`), as a distributor's daily file
   * changes them.
   */
  revision?: number;
  /** The day the file says it was sent, YYYYMMDD. */
  sentOn?: string;
}

const FIRST_NAMES = ['Anne', 'Jean', 'Marie', 'Louis', 'Claire', 'Paul', 'Élise', 'Marc', 'Sophie', 'Henri', 'Lucie', 'Pierre', 'Inès', 'Victor', 'Alice', 'Hugo', 'Camille', 'Jules', 'Léa', 'Émile'];
const LAST_NAMES = ['Martin', 'Bernard', 'Keraudren', 'Lefèvre', 'Moreau', 'Garnier', 'Roussel', 'Fabre', 'Chevalier', 'Lambert', 'Fontaine', 'Mercier', 'Dupuis', 'Blanchard', 'Guérin', 'Morel', 'Renaud', 'Caron', 'Perrin', 'Aubert'];
const NOUNS = ['Jardin', 'Phare', 'Secret', 'Voyage', 'Silence', 'Royaume', 'Rivage', 'Hiver', 'Domaine', 'Chemin', 'Fleuve', 'Carnet', 'Archipel', 'Récit', 'Exil', 'Atelier', 'Passage', 'Horizon'];
const ADJECTIVES = ['oublié', 'lointain', 'secret', 'du nord', 'des brumes', 'intérieur', 'perdu', 'suspendu', 'des origines', 'sans fin', 'du soir', 'retrouvé'];
const PUBLISHER_WORDS = ['Éditions du Large', 'Éditions des Dunes', 'Presses du Levant', 'Maison Aubépine', 'Éditions Contrevent', 'Le Cercle Bleu', 'Éditions Sillage', 'Atelier Ferrant'];
/** CLIL codes (scheme 29) and Thema codes (93) the records carry, cycled through. */
const CLIL_CODES = ['3435', '3436', '3437', '3438', '3439', '3442', '3722', '3771'];
const THEMA_CODES = ['FBA', 'FBC', 'FF', 'FJ', 'FK', 'DC', 'NH', 'YFB'];
/** ONIX product forms (list 150): hardback, paperback, pocket (mass market), digital. */
const FORMS = ['BB', 'BC', 'BC', 'BC', 'ED'];

/** The short tags of the elements written, the reader's and the few it has no use for. */
const SHORT_NAMES = new Map([
  ...Object.entries(SHORT_TAGS).map(([short, reference]) => [reference, short] as const),
  ['ProductComposition', 'x314'],
  ['ContentAudience', 'x427'],
  ['Supplier', 'supplier'],
  ['SupplierRole', 'j292'],
  ['SupplierName', 'j137'],
  ['TaxType', 'x470'],
]);

/** A small pseudo-random number from an index and a salt: the same record every time. */
function pick(index: number, salt: number, modulo: number): number {
  let value = (index + 1) * 2654435761 + salt * 40503;
  value ^= value >>> 13;
  value = Math.imul(value, 0x5bd1e995);
  value ^= value >>> 15;
  return Math.abs(value) % modulo;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `YYYYMMDD` of a day `days` after 2000-01-01. */
function dayAfter2000(days: number): string {
  return new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** One record as an element tree: [name, children or text]. */
type Node = [string, string | Node[]];

function personName(index: number): string {
  return `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}${index >= 400 ? ` ${Math.floor(index / 400)}` : ''}`;
}

function record(index: number, revision: number, today: number): Node {
  const noun = NOUNS[pick(index, 1, NOUNS.length)] as string;
  const adjective = ADJECTIVES[pick(index, 2, ADJECTIVES.length)] as string;
  const title = `${noun} ${adjective} ${index + 1}`;
  const kind = pick(index, 3, 100);
  // 3 % forthcoming (a day within the next year), 2 % out of print, the rest active.
  const forthcoming = kind < 3;
  const outOfPrint = kind >= 3 && kind < 5;
  const published = forthcoming ? today + 30 + pick(index, 4, 330) : today - 30 - pick(index, 4, 7000);
  const priceCents = 500 + pick(index, 5, 3000) + revision * 10;
  const contributors: Node[] = [
    ['Contributor', [['SequenceNumber', '1'], ['ContributorRole', 'A01'], ['PersonName', personName(pick(index, 6, 4000))]]],
  ];
  if (pick(index, 7, 4) === 0) contributors.push(['Contributor', [['SequenceNumber', '2'], ['ContributorRole', 'B06'], ['PersonName', personName(pick(index, 8, 4000))]]]);
  if (pick(index, 9, 6) === 0) contributors.push(['Contributor', [['SequenceNumber', String(contributors.length + 1)], ['ContributorRole', 'A12'], ['PersonName', personName(pick(index, 10, 4000))]]]);
  const collection = pick(index, 11, 3) === 0;
  const publisher = `${PUBLISHER_WORDS[pick(index, 12, PUBLISHER_WORDS.length)]} ${1 + pick(index, 13, 50)}`;
  return [
    'Product',
    [
      ['RecordReference', `com.example.generated.${index}`],
      ['NotificationType', forthcoming ? '02' : '03'],
      ['ProductIdentifier', [['ProductIDType', '15'], ['IDValue', generatedOnixEan(index)]]],
      [
        'DescriptiveDetail',
        [
          ['ProductComposition', '00'],
          ['ProductForm', FORMS[pick(index, 14, FORMS.length)] as string],
          ...(collection
            ? ([
                [
                  'Collection',
                  [
                    ['CollectionType', '10'],
                    ['TitleDetail', [['TitleType', '01'], ['TitleElement', [['TitleElementLevel', '02'], ['PartNumber', String(1 + pick(index, 15, 60))], ['TitleText', `Collection ${1 + pick(index, 16, 800)}`]]]]],
                  ],
                ],
              ] as Node[])
            : []),
          ['TitleDetail', [['TitleType', '01'], ['TitleElement', [['TitleElementLevel', '01'], ['TitlePrefix', 'Le'], ['TitleWithoutPrefix', title]]]]],
          ...contributors,
          ['Language', [['LanguageRole', '01'], ['LanguageCode', 'fre']]],
          ['Extent', [['ExtentType', '00'], ['ExtentValue', String(96 + pick(index, 17, 600))], ['ExtentUnit', '03']]],
          ['Subject', [['MainSubject', ''], ['SubjectSchemeIdentifier', '29'], ['SubjectCode', CLIL_CODES[pick(index, 18, CLIL_CODES.length)] as string]]],
          ['Subject', [['SubjectSchemeIdentifier', '93'], ['SubjectCode', THEMA_CODES[pick(index, 19, THEMA_CODES.length)] as string]]],
        ],
      ],
      [
        'CollateralDetail',
        [['TextContent', [['TextType', '03'], ['ContentAudience', '00'], ['Text', `${title} : un récit de ${personName(pick(index, 6, 4000))}, entre mer et mémoire, où chaque page ouvre un chemin nouveau.`]]]],
      ],
      [
        'PublishingDetail',
        [
          ['Publisher', [['PublishingRole', '01'], ['PublisherName', publisher]]],
          ['PublishingStatus', forthcoming ? '02' : outOfPrint ? '07' : '04'],
          ['PublishingDate', [['PublishingDateRole', '01'], ['Date', dayAfter2000(published)]]],
        ],
      ],
      [
        'ProductSupply',
        [
          [
            'SupplyDetail',
            [
              ['Supplier', [['SupplierRole', '03'], ['SupplierName', 'Distributeur Exemple']]],
              ['ProductAvailability', forthcoming ? '10' : outOfPrint ? '40' : '20'],
              [
                'Price',
                [
                  ['PriceType', '04'],
                  ['PriceAmount', (priceCents / 100).toFixed(2)],
                  ['CurrencyCode', 'EUR'],
                  ['Tax', [['TaxType', '01'], ['TaxRatePercent', '5.5']]],
                ],
              ],
            ],
          ],
        ],
      ],
    ],
  ];
}

function render([name, content]: Node, short: boolean, indent: string): string {
  const tag = short ? (SHORT_NAMES.get(name) ?? name) : name;
  if (name === 'MainSubject') return `${indent}<${tag}/>\n`;
  if (typeof content === 'string') return `${indent}<${tag}>${escapeXml(content)}</${tag}>\n`;
  return `${indent}<${tag}>\n${content.map((child) => render(child, short, `${indent}  `)).join('')}${indent}</${tag}>\n`;
}

/** The file's text, a record at a time. */
export function* generateOnix({ records, start = 0, short = false, revision = 0, sentOn = '20261129' }: GenerateOnixOptions): Generator<string> {
  const namespace = `http://ns.editeur.org/onix/3.0/${short ? 'short' : 'reference'}`;
  const [message, header, sender, senderName, sent] = short ? ['ONIXmessage', 'header', 'sender', 'x298', 'x307'] : ['ONIXMessage', 'Header', 'Sender', 'SenderName', 'SentDateTime'];
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<${message} release="3.0" xmlns="${namespace}">\n  <${header}>\n    <${sender}><${senderName}>Distributeur Exemple</${senderName}></${sender}>\n    <${sent}>${sentOn}</${sent}>\n  </${header}>\n`;
  const today = Math.floor((Date.UTC(Number(sentOn.slice(0, 4)), Number(sentOn.slice(4, 6)) - 1, Number(sentOn.slice(6, 8))) - Date.UTC(2000, 0, 1)) / 86_400_000);
  for (let index = start; index < start + records; index += 1) yield render(record(index, revision, today), short, '  ');
  yield `</${message}>\n`;
}
