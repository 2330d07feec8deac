/**
 * The generator of large ONIX files (api/src/onix/generate-onix.ts): what it writes is read whole by the import's own
 * reader in both tag forms, every record taken, the same every time; a revision is a delta of the same books with new
 * prices.
 */
import '../native-modules';
import { Readable } from 'node:stream';
import { generatedOnixEan, generateOnix, type GenerateOnixOptions } from '../../src/onix/generate-onix';
import type { OnixBookDescription } from '../../src/onix/onix-product';
import { readOnix } from '../../src/onix/read-onix';

async function read(options: GenerateOnixOptions): Promise<OnixBookDescription[]> {
  const books: OnixBookDescription[] = [];
  for await (const outcome of readOnix(Readable.from(generateOnix(options)))) {
    if (outcome.kind !== 'product' || outcome.product.deleted) throw new Error(`not a product: ${JSON.stringify(outcome)}`);
    books.push(outcome.product);
  }
  return books;
}

test('writes records the reader takes whole, in both tag forms, the same each time', async () => {
  const books = await read({ records: 300 });
  expect(books).toHaveLength(300);
  expect(new Set(books.map((book) => book.isbn13)).size).toBe(300);
  expect(books[0]?.isbn13).toBe(generatedOnixEan(0));
  for (const book of books) {
    expect(book.title?.full).toMatch(/^Le \S/);
    expect(book.price).toMatchObject({ currency: 'EUR', taxRatePercent: 5.5 });
    expect(book.contributors[0]?.roles).toEqual(['A01']);
    expect(book.subjects.map((subject) => subject.scheme)).toEqual(['clil', 'thema']);
  }
  // Some forthcoming and some out of print among the active ones.
  const statuses = new Set(books.map((book) => book.publishingStatus));
  expect(statuses).toEqual(new Set(['02', '04', '07']));

  const short = await read({ records: 300, short: true });
  expect(short).toEqual(books);
  expect(await read({ records: 300 })).toEqual(books);
});

test('a revision is a delta of the same books: same keys and texts, new prices', async () => {
  const full = await read({ records: 20, start: 100 });
  const delta = await read({ records: 20, start: 100, revision: 3 });
  expect(delta.map((book) => book.isbn13)).toEqual(full.map((book) => book.isbn13));
  expect(delta.map((book) => book.title)).toEqual(full.map((book) => book.title));
  expect(delta.map((book) => (book.price?.amountCents ?? 0) - (full[delta.indexOf(book)]?.price?.amountCents ?? 0))).toEqual(Array(20).fill(30));
});
