/**
 * The ONIX 3.0 reader (issue 45's first block): every field the shop keeps, in reference names and short tags,
 * gzipped or not, in UTF-8 or Latin-1, refusals that let the file go on, errors that stop it, and a stream of
 * 20,000 records read one at a time as the consumer asks, the source paused while it waits.
 */
import '../native-modules';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { contributorRoleName } from '../../src/onix/contributor-roles';
import { type OnixBookDescription, type OnixOutcome, OnixFileError, readOnix } from '../../src/onix/read-onix';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

/** The bytes as a stream of chunks of the given size: tags, characters and the declaration end up cut anywhere. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize) chunks.push(bytes.subarray(start, start + chunkSize));
  return Readable.from(chunks);
}

async function readAll(input: Readable): Promise<OnixOutcome[]> {
  const outcomes: OnixOutcome[] = [];
  for await (const outcome of readOnix(input)) outcomes.push(outcome);
  return outcomes;
}

/** The one book of a file, failing the test with the outcomes when there is anything else. */
async function onlyBook(input: Readable): Promise<OnixBookDescription> {
  const outcomes = await readAll(input);
  const [outcome] = outcomes;
  if (outcomes.length !== 1 || outcome?.kind !== 'product' || outcome.product.deleted) {
    throw new Error(`Expected one book, got ${JSON.stringify(outcomes)}`);
  }
  return outcome.product;
}

/** Whatever the reader throws (or a note that it did not), for checking an error's fields. */
async function failureOf(input: Readable, seen: OnixOutcome[] = []): Promise<unknown> {
  try {
    for await (const outcome of readOnix(input)) seen.push(outcome);
  } catch (error) {
    return error;
  }
  return 'no error';
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const OPEN_REFERENCE = '<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">';

/** A message of the given Product records, as text. */
const message = (records: string, declaration = HEADER) => `${declaration}\n${OPEN_REFERENCE}\n${records}</ONIXMessage>\n`;

const titleDetail = (title: string) =>
  `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>`;

interface RecordParts {
  reference?: string;
  isbn?: string;
  notification?: string;
  /** DescriptiveDetail's content, or null for a record without that block. */
  descriptive?: string | null;
  /** Blocks after DescriptiveDetail (PublishingDetail, ProductSupply...). */
  after?: string;
}

/** A small Product record: a hardback with a title unless told otherwise. */
function bookRecord({ reference = 'ref', isbn = '9782846262149', notification = '03', descriptive, after = '' }: RecordParts = {}) {
  const detail =
    descriptive === null
      ? ''
      : `<DescriptiveDetail><ProductComposition>00</ProductComposition>${descriptive ?? `<ProductForm>BB</ProductForm>${titleDetail('Titre')}`}</DescriptiveDetail>`;
  return `<Product><RecordReference>${reference}</RecordReference><NotificationType>${notification}</NotificationType><ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>${detail}${after}</Product>\n`;
}

const textStream = (text: string) => streamOf(Buffer.from(text));

/** What full-reference.xml and full-short.xml describe, field by field. */
const FULL_BOOK: OnixBookDescription = {
  deleted: false,
  recordReference: 'com.example.onix.0001',
  notificationType: '03',
  isbn13: '9782070461530',
  blocks: { descriptiveDetail: true, collateralDetail: true, publishingDetail: true, productSupply: true },
  title: { prefix: "L'", withoutPrefix: 'Île aux phares', full: "L'Île aux phares", subtitle: 'roman' },
  contributors: [
    { sequenceNumber: 1, roles: ['A01'], name: 'Jeanne Martin', corporate: false },
    { sequenceNumber: 2, roles: ['B06'], name: 'Charles de Lattre', corporate: false },
    { sequenceNumber: 3, roles: ['A15'], name: 'Marie Duval', corporate: false },
    { sequenceNumber: 4, roles: ['A12', 'A36'], name: 'Atelier Marge', corporate: true },
  ],
  collection: { title: { prefix: null, withoutPrefix: 'Folio', full: 'Folio' }, partNumber: '4521' },
  languageOfText: 'fre',
  pageCount: 320,
  productForm: { kind: 'pocket', code: 'BC', details: ['B113'] },
  publisher: 'Éditions Gallimard',
  imprint: 'Folio',
  publicationDate: { value: '2024-03-07', precision: 'day' },
  publishingStatus: '04',
  productAvailability: '21',
  // Escaped HTML (textformat 02): formatting kept, attributes and the link dropped, the escaped ampersand kept.
  descriptionHtml: "<p>Sur l'<strong>île</strong>, le phare veille &amp; attend.</p><p>Un roman lumineux.</p>",
  coverUrl: 'https://covers.example.com/9782070461530.jpg',
  price: { amount: 8.5, amountCents: 850, currency: 'EUR', taxRatePercent: 5.5 },
  subjects: [
    { scheme: 'clil', schemeIdentifier: '29', code: '3435', main: true },
    { scheme: 'thema', schemeIdentifier: '93', code: 'FBA', main: false },
    { scheme: 'thema_place', schemeIdentifier: '94', code: '1DDF', main: false },
    { scheme: 'thema_time', schemeIdentifier: '96', code: '3MP', main: false },
  ],
  warnings: [],
};

describe('a full record', () => {
  it('gives every field the shop keeps, from reference names', async () => {
    expect(await onlyBook(streamOf(fixture('full-reference.xml')))).toEqual(FULL_BOOK);
  });

  it('gives the same book from short tags', async () => {
    expect(await onlyBook(streamOf(fixture('full-short.xml')))).toEqual(FULL_BOOK);
  });

  it('gives the same book whatever the chunks the file arrives in', async () => {
    // One byte at a time cuts the declaration, every tag and every two-byte UTF-8 character (Î, É).
    for (const chunkSize of [1, 7, 4096]) {
      expect(await onlyBook(streamOf(fixture('full-reference.xml'), chunkSize))).toEqual(FULL_BOOK);
    }
  });

  it('reads a gzipped file, known by its first bytes rather than its name', async () => {
    const gzipped = gzipSync(fixture('full-short.xml'));
    expect(await onlyBook(streamOf(gzipped))).toEqual(FULL_BOOK);
    expect(await onlyBook(streamOf(gzipped, 1))).toEqual(FULL_BOOK);
  });
});

describe('encodings', () => {
  it('reads an ISO-8859-1 file as its declaration says', async () => {
    const book = await onlyBook(streamOf(fixture('latin1.xml'), 5));
    expect(book.title?.full).toBe("L'Été à Noirmoutier");
    expect(book.contributors.map((contributor) => contributor.name)).toEqual(['Hélène Lefèvre-Buñuel', 'Zoë Ångström']);
    expect(book.publisher).toBe('Éditions du Léman');
  });

  it('reads Windows-1252 characters (œ, ’, €), also in files that call themselves ISO-8859-1 as many do', async () => {
    for (const encoding of ['windows-1252', 'ISO-8859-1']) {
      const before = Buffer.from(message(bookRecord({ descriptive: `<ProductForm>BC</ProductForm>${titleDetail('@')}` }), `<?xml version="1.0" encoding="${encoding}"?>`), 'latin1');
      const at = before.indexOf('@');
      // 0x9C is œ, 0x92 ’ and 0x80 € in Windows-1252; browsers read ISO-8859-1 the same way.
      const bytes = Buffer.concat([before.subarray(0, at), Buffer.from([0x43, 0x9c, 0x75, 0x72, 0x20, 0x92, 0x20, 0x80]), before.subarray(at + 1)]);
      expect((await onlyBook(streamOf(bytes))).title?.full).toBe('Cœur ’ €');
    }
  });

  it('reads UTF-16 by its byte order mark', async () => {
    const text = message(bookRecord({ descriptive: `<ProductForm>BB</ProductForm>${titleDetail('Ça déménage')}` }), '<?xml version="1.0" encoding="UTF-16"?>');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await onlyBook(streamOf(bytes, 3))).title?.full).toBe('Ça déménage');
  });

  it('stops at bytes that are not the declared encoding, and at an encoding it does not know', async () => {
    const text = message(bookRecord({ reference: 'one' }) + bookRecord({ reference: 'two', descriptive: `<ProductForm>BB</ProductForm>${titleDetail('@')}` }));
    const at = text.indexOf('@');
    // 0xE9 alone is "é" in Latin-1, never UTF-8.
    const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xe9]), Buffer.from(text.slice(at + 1))]);
    const seen: OnixOutcome[] = [];
    const failure = await failureOf(streamOf(bytes, 200), seen);
    expect(failure).toBeInstanceOf(OnixFileError);
    expect((failure as Error).message).toMatch(/not valid utf-8 text/);
    expect(seen.length).toBeLessThanOrEqual(1);

    const unknown = await failureOf(textStream(message(bookRecord(), '<?xml version="1.0" encoding="x-klingon"?>')));
    expect(unknown).toMatchObject({ name: 'OnixFileError', line: 1, message: expect.stringContaining('"x-klingon"') });
  });
});

describe('records the shop cannot take', () => {
  it('refuses the bad record with its reference, field and reason, and reads on', async () => {
    const outcomes = await readAll(streamOf(fixture('three-records.xml')));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['product', 'refused', 'product']);
    expect(outcomes[1]).toEqual({
      kind: 'refused',
      recordReference: 'com.example.onix.0102',
      code: 'isbn_check_digit',
      field: 'ProductIdentifier/IDValue',
      reason: 'The ISBN 9791035602117 has a wrong check digit: it should end with 6.',
    });
    const [first, , third] = outcomes.map((outcome) => (outcome.kind === 'product' && !outcome.product.deleted ? outcome.product : null));
    expect(first).toMatchObject({ isbn13: '9782846262149', productForm: { kind: 'hardback' }, price: { amountCents: 2200 } });
    // A forthcoming e-book: status 02, publication month only.
    expect(third).toMatchObject({
      isbn13: '9782743610005',
      productForm: { kind: 'digital', code: 'ED' },
      publishingStatus: '02',
      publicationDate: { value: '2027-03', precision: 'month' },
    });
  });

  it('gives each refusal its code and field', async () => {
    const outcomes = await readAll(streamOf(fixture('refusals.xml')));
    const refusals = outcomes.filter((outcome) => outcome.kind === 'refused');
    // Each record's reference is the code it is refused with.
    expect(refusals.map((refusal) => [refusal.recordReference, refusal.code, refusal.field])).toEqual([
      ['isbn_missing', 'isbn_missing', 'ProductIdentifier'],
      ['isbn_invalid', 'isbn_invalid', 'ProductIdentifier/IDValue'],
      ['isbn_check_digit', 'isbn_check_digit', 'ProductIdentifier/IDValue'],
      ['title_missing', 'title_missing', 'DescriptiveDetail/TitleDetail/TitleElement'],
      ['price_not_a_number', 'price_not_a_number', 'ProductSupply/SupplyDetail/Price/PriceAmount'],
    ]);
    expect(refusals.find((refusal) => refusal.code === 'price_not_a_number')?.reason).toContain('"8,50" is not a number');
    for (const refusal of refusals) expect(refusal.reason).toMatch(/^[A-Z"].+\.$/);
  });

  it('takes the record after them: a GTIN-13 in the ISBN range as key, the Header defaults, plain text', async () => {
    const outcomes = await readAll(streamOf(fixture('refusals.xml')));
    const accepted = outcomes.at(-1);
    expect(accepted?.kind).toBe('product');
    expect(accepted).toMatchObject({
      product: {
        recordReference: 'accepted',
        isbn13: '9791035602116',
        languageOfText: 'fre',
        price: { amount: 12, amountCents: 1200, currency: 'EUR', taxRatePercent: null },
        publicationDate: { value: '2024', precision: 'year' },
        // Plain text: escaped, blank lines made paragraphs, line breaks kept.
        descriptionHtml: '<p>Première ligne &lt;sans balise&gt; &amp; suite<br>deuxième ligne.</p><p>Second paragraphe.</p>',
        pageCount: null,
        warnings: [{ field: 'DescriptiveDetail/Extent/ExtentValue', code: 'page_count_not_a_number', reason: expect.stringContaining('"cent"') }],
      },
    });
  });
});

describe('descriptions, deletions and partial records', () => {
  it('rebuilds an inline XHTML description and passes it through the shop sanitiser', async () => {
    const book = await onlyBook(streamOf(fixture('xhtml-description.xml')));
    expect(book.descriptionHtml).toBe(
      '<p>Un <em>grand</em> roman décors &amp; <strong>tempêtes</strong>.</p>\n' +
        '<ul><li>Prix des lecteurs<br>2024</li><li>Un lien &lt;sans&gt; balise</li></ul><p>Fin.</p>',
    );
    expect(book.descriptionHtml).not.toMatch(/script|alert|onclick|href/);
  });

  it('gives a delete notification as the book to withdraw', async () => {
    const outcomes = await readAll(streamOf(fixture('delete.xml')));
    expect(outcomes).toEqual([
      {
        kind: 'product',
        product: { deleted: true, recordReference: 'com.example.onix.0401', notificationType: '05', isbn13: '9782099990011' },
      },
    ]);
  });

  it('reads a block update without the blocks it does not carry, and says which it carries', async () => {
    const supply =
      '<ProductSupply><SupplyDetail><ProductAvailability>31</ProductAvailability><Price><PriceType>04</PriceType><PriceAmount>9.10</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price></SupplyDetail></ProductSupply>';
    const book = await onlyBook(textStream(message(bookRecord({ notification: '04', descriptive: null, after: supply }))));
    expect(book).toMatchObject({
      notificationType: '04',
      blocks: { descriptiveDetail: false, collateralDetail: false, publishingDetail: false, productSupply: true },
      title: null,
      productAvailability: '31',
      price: { amountCents: 910 },
    });
    // Any other record without DescriptiveDetail has no title, and is refused.
    const [full] = await readAll(textStream(message(bookRecord({ notification: '03', descriptive: null }))));
    expect(full).toMatchObject({ kind: 'refused', code: 'title_missing' });
  });
});

describe('fields in their other forms', () => {
  const publishedOn = (date: string) =>
    `<PublishingDetail><PublishingDate><PublishingDateRole>01</PublishingDateRole>${date}</PublishingDate></PublishingDetail>`;
  const dateOf = async (date: string) => {
    const book = await onlyBook(textStream(message(bookRecord({ after: publishedOn(date) }))));
    return { date: book.publicationDate, warnings: book.warnings.map((warning) => warning.code) };
  };

  it('reads publication dates by their dateformat, their DateFormat element or their length', async () => {
    expect(await dateOf('<Date dateformat="00">20270312</Date>')).toEqual({ date: { value: '2027-03-12', precision: 'day' }, warnings: [] });
    expect(await dateOf('<Date dateformat="01">202703</Date>')).toEqual({ date: { value: '2027-03', precision: 'month' }, warnings: [] });
    expect(await dateOf('<Date dateformat="05">2027</Date>')).toEqual({ date: { value: '2027', precision: 'year' }, warnings: [] });
    expect(await dateOf('<DateFormat>01</DateFormat><Date>202703</Date>')).toEqual({ date: { value: '2027-03', precision: 'month' }, warnings: [] });
    expect(await dateOf('<Date>20270312</Date>')).toEqual({ date: { value: '2027-03-12', precision: 'day' }, warnings: [] });
    expect(await dateOf('<Date>202703</Date>')).toEqual({ date: { value: '2027-03', precision: 'month' }, warnings: [] });
  });

  it('leaves out, with a warning, a date that is not one', async () => {
    const unreadable = { date: null, warnings: ['publication_date_unreadable'] };
    expect(await dateOf('<Date dateformat="00">20270231</Date>')).toEqual(unreadable);
    expect(await dateOf('<Date dateformat="01">202713</Date>')).toEqual(unreadable);
    expect(await dateOf('<Date dateformat="00">2027</Date>')).toEqual(unreadable);
    expect(await dateOf('<Date>mars 2027</Date>')).toEqual(unreadable);
  });

  it('names the product forms the shop shows, and keeps the code of the others', async () => {
    const formOf = async (form: string) => {
      const book = await onlyBook(textStream(message(bookRecord({ descriptive: `${form}${titleDetail('Titre')}` }))));
      return book.productForm;
    };
    expect(await formOf('<ProductForm>BB</ProductForm>')).toEqual({ kind: 'hardback', code: 'BB', details: [] });
    expect(await formOf('<ProductForm>BC</ProductForm>')).toEqual({ kind: 'paperback', code: 'BC', details: [] });
    expect(await formOf('<ProductForm>BC</ProductForm><ProductFormDetail>B104</ProductFormDetail>')).toMatchObject({ kind: 'pocket' });
    expect(await formOf('<ProductForm>BC</ProductForm><ProductFormDetail>B113</ProductFormDetail>')).toMatchObject({ kind: 'pocket' });
    expect(await formOf('<ProductForm>EA</ProductForm>')).toMatchObject({ kind: 'digital' });
    expect(await formOf('<ProductForm>ED</ProductForm>')).toMatchObject({ kind: 'digital' });
    expect(await formOf('<ProductForm>AJ</ProductForm>')).toEqual({ kind: 'other', code: 'AJ', details: [] });
  });

  it('names contributors given in parts or inverted, skips the unnamed, and finds a collection in the title', async () => {
    const contributor = (inner: string) => `<Contributor>${inner}</Contributor>`;
    const descriptive =
      '<ProductForm>BC</ProductForm>' +
      contributor('<ContributorRole>A12</ContributorRole><PersonNameInverted>Hugo, Victor</PersonNameInverted>') +
      contributor('<SequenceNumber>2</SequenceNumber><ContributorRole>B06</ContributorRole><UnnamedPersons>02</UnnamedPersons>') +
      contributor('<SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><KeyNames>Colette</KeyNames>') +
      '<TitleDetail><TitleType>01</TitleType>' +
      '<TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>Claudine à l\'école</TitleText></TitleElement>' +
      '<TitleElement><TitleElementLevel>02</TitleElementLevel><PartNumber>1</PartNumber><TitlePrefix>Les</TitlePrefix><TitleWithoutPrefix>Claudine</TitleWithoutPrefix></TitleElement>' +
      '</TitleDetail>';
    const book = await onlyBook(textStream(message(bookRecord({ descriptive }))));
    // Numbered contributors first, in their order; the one without a number after them.
    expect(book.contributors).toEqual([
      { sequenceNumber: 1, roles: ['A01'], name: 'Colette', corporate: false },
      { sequenceNumber: null, roles: ['A12'], name: 'Victor Hugo', corporate: false },
    ]);
    expect(book.title?.full).toBe("Claudine à l'école");
    expect(book.collection).toEqual({ title: { prefix: 'Les', withoutPrefix: 'Claudine', full: 'Les Claudine' }, partNumber: '1' });
  });

  it('forgives hyphens in an ISBN but not a number outside the ISBN ranges', async () => {
    expect((await onlyBook(textStream(message(bookRecord({ isbn: '978-2-84626-214-9' }))))).isbn13).toBe('9782846262149');
    const [outcome] = await readAll(textStream(message(bookRecord({ isbn: '3760123456786' }))));
    expect(outcome).toMatchObject({ kind: 'refused', code: 'isbn_invalid' });
  });
});

describe('files that cannot be read', () => {
  it('ends a malformed file with an error naming its line, after the records before it', async () => {
    const seen: OnixOutcome[] = [];
    const failure = await failureOf(streamOf(fixture('malformed.xml'), 100), seen);
    expect(failure).toBeInstanceOf(OnixFileError);
    expect(failure).toMatchObject({ line: 34, statusCode: 400, code: 'onix_file_invalid', message: expect.stringMatching(/^The file is not well-formed XML at line 34, /) });
    expect(seen.map((outcome) => outcome.kind === 'product' && outcome.product.recordReference)).toEqual(['com.example.onix.0501']);
  });

  it('says so for an empty file, a file that is not ONIX, ONIX 2.1, and a damaged gzip', async () => {
    expect(await failureOf(textStream(''))).toBeInstanceOf(OnixFileError);
    expect(await failureOf(textStream(`${HEADER}<html><body/></html>`))).toMatchObject({ message: expect.stringContaining('not an ONIX message') });
    expect(await failureOf(textStream(`${HEADER}<ONIXMessage release="2.1"></ONIXMessage>`))).toMatchObject({ message: expect.stringContaining('only ONIX 3.0') });
    const cut = gzipSync(fixture('full-reference.xml')).subarray(0, 300);
    expect(await failureOf(streamOf(cut))).toMatchObject({ name: 'OnixFileError', message: expect.stringContaining('cannot be uncompressed') });
  });
});

describe('a catalogue-sized stream', () => {
  const RECORDS = 20_000;

  /** The EAN-13 check digit, to give each generated record a valid ISBN of its own. */
  const withCheckDigit = (first12: string) => {
    const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
    return first12 + ((10 - (sum % 10)) % 10);
  };

  const generatedRecord = (index: number) =>
    bookRecord({
      reference: `gen-${index}`,
      isbn: withCheckDigit(`9782${String(index).padStart(8, '0')}`),
      after: `<ProductSupply><SupplyDetail><ProductAvailability>20</ProductAvailability><Price><PriceType>04</PriceType><PriceAmount>${(index % 40) + 5}.90</PriceAmount><CurrencyCode>EUR</CurrencyCode></Price></SupplyDetail></ProductSupply>`,
    });

  /**
   * A feed of generated records, noting in `progress` how many it has produced. One chunk a record, or chunks of
   * `chunkBytes` cut wherever that falls (in a tag, in a word), as a file is read.
   */
  function* generatedFeed(progress: { generated: number }, chunkBytes?: number): Generator<Buffer> {
    let pending = `${HEADER}\n${OPEN_REFERENCE}\n`;
    for (let index = 0; index < RECORDS; index++) {
      progress.generated = index + 1;
      pending += generatedRecord(index);
      if (chunkBytes === undefined) {
        yield Buffer.from(pending);
        pending = '';
      }
      while (chunkBytes !== undefined && pending.length >= chunkBytes) {
        yield Buffer.from(pending.slice(0, chunkBytes));
        pending = pending.slice(chunkBytes);
      }
    }
    yield Buffer.from(`${pending}</ONIXMessage>\n`);
  }

  it('reads 20,000 records one at a time as the consumer asks, the source paused while it waits', async () => {
    const progress = { generated: 0 };
    // Readable.from keeps one chunk ahead of its reader (highWaterMark 1): one record here.
    const source = Readable.from(generatedFeed(progress));
    let consumed = 0;
    let mostAhead = 0;
    const wrong: OnixOutcome[] = [];
    const aheadAfterWaiting: number[] = [];
    for await (const outcome of readOnix(source)) {
      if (outcome.kind !== 'product' || outcome.product.recordReference !== `gen-${consumed}`) wrong.push(outcome);
      consumed++;
      mostAhead = Math.max(mostAhead, progress.generated - consumed);
      if (consumed % 4000 === 0) {
        // A slow consumer (a database write): the source fills its one-chunk buffer, then waits too.
        await new Promise((resolve) => setTimeout(resolve, 25));
        aheadAfterWaiting.push(progress.generated - consumed);
      }
    }
    expect(consumed).toBe(RECORDS);
    expect(wrong).toEqual([]);
    // The record handed over, and at most the next one in the source stream's buffer: nothing piles up.
    expect(mostAhead).toBeLessThanOrEqual(1);
    expect(aheadAfterWaiting).toHaveLength(5);
    expect(Math.max(...aheadAfterWaiting)).toBeLessThanOrEqual(1);
  }, 60_000);

  it('closes the source when the consumer stops early', async () => {
    const source = Readable.from(generatedFeed({ generated: 0 }));
    let taken = 0;
    for await (const outcome of readOnix(source)) {
      expect(outcome.kind).toBe('product');
      if (++taken === 10) break;
    }
    expect(source.destroyed).toBe(true);
  });

  it('never gives the parser a record beyond the one it hands over, from chunks holding dozens of records', async () => {
    // What the parser has been given, counted in Product end tags, including one cut between two writes.
    let productEndsWritten = 0;
    let tail = '';
    const write = SaxesParser.prototype.write;
    const spy = jest.spyOn(SaxesParser.prototype, 'write').mockImplementation(function (this: SaxesParser, chunk) {
      const text = tail + String(chunk);
      for (const match of text.matchAll(/<\/Product>/g)) if (match.index + match[0].length > tail.length) productEndsWritten++;
      tail = text.slice(-'</Product>'.length);
      return write.call(this, chunk);
    });
    try {
      const progress = { generated: 0 };
      let consumed = 0;
      let mostWrittenAhead = 0;
      for await (const outcome of readOnix(Readable.from(generatedFeed(progress, 64 * 1024)))) {
        expect(outcome.kind).toBe('product');
        consumed++;
        mostWrittenAhead = Math.max(mostWrittenAhead, productEndsWritten - consumed);
      }
      expect(consumed).toBe(RECORDS);
      // A 64 KB chunk holds about 140 of these records: the parser still got them one at a time.
      expect(mostWrittenAhead).toBe(0);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);
});

describe('contributor role names', () => {
  it('names the common roles in French and English, and falls back to the code', () => {
    expect(contributorRoleName('A01', 'fr')).toBe('Auteur');
    expect(contributorRoleName('B06', 'fr')).toBe('Traduit par');
    expect(contributorRoleName('B06', 'en')).toBe('Translated by');
    expect(contributorRoleName('A12', 'eng')).toBe('Illustrated by');
    for (const code of ['A01', 'A02', 'A12', 'A13', 'A15', 'A19', 'B01', 'B06', 'B09', 'B11', 'E07']) {
      expect(contributorRoleName(code, 'fr')).not.toBe(code);
      expect(contributorRoleName(code, 'en')).not.toBe(code);
    }
    expect(contributorRoleName('Z99', 'fr')).toBe('Z99');
    expect(contributorRoleName('constructor', 'en')).toBe('constructor');
  });
});
