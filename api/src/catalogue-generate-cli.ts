import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { generateOnix } from './onix/generate-onix';

/**
 * `npm run catalogue:generate -- --records N [--start I] [--revision R] [--short] FILE`: writes a generated ONIX 3.0
 * file (onix/generate-onix.ts) of N records from index I, gzipped when FILE ends in .gz; with --revision, the same
 * records with new prices, as a daily delta. For trying the import at scale (docs/catalogue-import.md).
 */
async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { records: { type: 'string' }, start: { type: 'string' }, revision: { type: 'string' }, short: { type: 'boolean' } },
  });
  const count = (value: string | undefined, fallback: number) => (value === undefined ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN);
  const records = count(values.records, Number.NaN);
  const start = count(values.start, 0);
  const revision = count(values.revision, 0);
  const [file] = positionals;
  if (!file || positionals.length > 1 || [records, start, revision].some(Number.isNaN) || records < 1) {
    console.error('usage: npm run catalogue:generate -- --records N [--start I] [--revision R] [--short] FILE[.gz]');
    return 1;
  }
  const text = Readable.from(generateOnix({ records, start, revision, short: values.short ?? false }));
  await (file.endsWith('.gz') ? pipeline(text, createGzip(), createWriteStream(file)) : pipeline(text, createWriteStream(file)));
  console.log(`${file}: ${records} records from ${start}${revision ? `, revision ${revision}` : ''}`);
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
