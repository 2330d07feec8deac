/**
 * `npm run bench -- --onix` (issue 45): the ONIX import at scale, alone. On a throwaway PostgreSQL cluster, a generated
 * full file of BENCH_ONIX_RECORDS records (1,000,000) then a delta of 5,000 of them with new prices; on the embedded
 * database, BENCH_ONIX_EMBEDDED_RECORDS (100,000) and the same delta. Each database starts from the demo shop alone.
 * Measured: each import's time and records per second, the command's peak memory (it must not grow with the file),
 * then, with the API started on the imported catalogue, that the search finds a generated book and shows the delta's
 * price, and the API load of the main bench against its budgets. Writes bench/onix-report.md and bench/onix-report.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../../scripts/apps.mjs';
import { PGLITE_BUDGETS, POSTGRES_BUDGETS, POSTGRES_SETTINGS, runApiLoad, startApi } from './api-load.mjs';

const TMP = path.join(ROOT, 'bench', 'tmp');
const API_PORT = 4400;
const DELTA = 5_000;
/** Issue 45's budgets: a full file of a million records in 15 minutes on PostgreSQL, a 5,000-record delta in 60 s. */
export const ONIX_BUDGETS = { fullSeconds: 900, fullRecords: 1_000_000, deltaSeconds: 60, peakGrowthMB: 100 };

const generator = () => tsImport('../../api/src/onix/generate-onix.ts', import.meta.url);

/** The generated file of `records` records from 0 (revision 0: the full file, or a delta), made once and kept. */
function generatedFile(records, revision) {
  const file = path.join(TMP, `onix-${records}${revision ? `-revision-${revision}` : ''}.xml.gz`);
  if (fs.existsSync(file)) return file;
  console.log(`Generating ${file}…`);
  const args = ['--import', 'tsx', 'api/src/catalogue-generate-cli.ts', '--records', String(records), ...(revision ? ['--revision', String(revision)] : []), `${file}.partial.gz`];
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('generating the ONIX file failed');
  fs.renameSync(`${file}.partial.gz`, file);
  return file;
}

/** Runs the import's command on `file`; its summary line as figures. */
function importFile(file, env) {
  console.log(`Importing ${path.basename(file)}…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/catalogue-import-cli.ts', file], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const summary = /: ([\d,]+) records? in ([\d.]+) s \(([\d,]+) records\/s\): ([\d,]+) created, ([\d,]+) updated, ([\d,]+) unpublished, ([\d,]+) refused, ([\d,]+) warnings?; peak memory (\d+) MB/.exec(result.stdout ?? '');
  if (result.status !== 0 || !summary) throw new Error(`the import of ${file} failed:\n${(result.stdout ?? '').slice(-2000)}\n${result.stderr ?? ''}`);
  const number = (text) => Number(text.replaceAll(',', ''));
  const [records, seconds, perSecond, created, updated, unpublished, refused, , peakMB] = summary.slice(1).map(number);
  return { records, seconds, perSecond, created, updated, unpublished, refused, peakMB };
}

/** The demo shop alone on a fresh database (the seed migrates it). */
function seedShop(env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/cli.ts'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the demo shop failed');
}

/** What the API shows of the imported catalogue: record 0 found by its ISBN with the delta's price, and by its title's words. */
async function checkCurrent(records) {
  const { generateOnix, generatedOnixEan } = await generator();
  const first = [...generateOnix({ records: 1, revision: 1 })][1];
  const price = Number(/<PriceAmount>([\d.]+)<\/PriceAmount>/.exec(first)?.[1]);
  const title = /<TitleWithoutPrefix>([^<]+)<\/TitleWithoutPrefix>/.exec(first)?.[1] ?? '';
  const read = async (query) => (await (await fetch(`http://127.0.0.1:${API_PORT}/api/gmp/lumiere/articles?ecom_type=lumiere&${query}`)).json()).data;
  const [byIsbn] = await read(`smart_search=${generatedOnixEan(0)}`);
  const byWords = await read(`smart_search=${encodeURIComponent(title)}&page_size=5`);
  const lastEan = generatedOnixEan(records - 1);
  const [last] = await read(`smart_search=${lastEan}`);
  return {
    deltaPriceShown: byIsbn?._prix_public_ttc === price,
    foundByTitle: byWords.some((book) => book._code_barre === generatedOnixEan(0)),
    lastRecordFound: last?._code_barre === lastEan,
  };
}

async function measure(kind, records) {
  let database;
  if (kind === 'pg') {
    const { startThrowawayPostgres } = await tsImport('../../api/src/db/throwaway-postgres.ts', import.meta.url);
    const folder = path.join(TMP, 'onix-postgres');
    fs.rmSync(folder, { recursive: true, force: true });
    const cluster = await startThrowawayPostgres({ folder, settings: POSTGRES_SETTINGS });
    database = { label: 'PostgreSQL (a throwaway cluster on this machine)', env: { DATABASE_URL: cluster.url, MAIL_DIR: path.join(TMP, 'mail') }, close: () => cluster.remove() };
  } else {
    const dataDir = path.join(TMP, 'onix-pglite');
    fs.rmSync(dataDir, { recursive: true, force: true });
    database = { label: 'the embedded database (PGlite)', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, close: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  try {
    seedShop(database.env);
    const full = importFile(generatedFile(records, 0), database.env);
    const delta = importFile(generatedFile(Math.min(DELTA, records), 1), database.env);
    const api = await startApi(API_PORT, database);
    try {
      const current = await checkCurrent(records);
      console.log(`API load on ${database.label} with the imported catalogue…`);
      const load = await runApiLoad(API_PORT, { database, connectionCounts: kind === 'pg' ? [1, 8] : [1, 4], budgets: kind === 'pg' ? POSTGRES_BUDGETS : PGLITE_BUDGETS });
      return { kind, label: database.label, records, full, delta, current, api: load };
    } finally {
      api.kill('SIGTERM');
    }
  } finally {
    database.close();
  }
}

function failuresOf(run) {
  const failures = [];
  if (run.kind === 'pg' && run.records >= ONIX_BUDGETS.fullRecords && run.full.seconds > ONIX_BUDGETS.fullSeconds) {
    failures.push(`full file of ${run.records} records on PostgreSQL: ${run.full.seconds} s > ${ONIX_BUDGETS.fullSeconds} s`);
  }
  if (run.delta.seconds > ONIX_BUDGETS.deltaSeconds) failures.push(`delta of ${run.delta.records} records on ${run.label}: ${run.delta.seconds} s > ${ONIX_BUDGETS.deltaSeconds} s`);
  if (run.full.peakMB > run.delta.peakMB + ONIX_BUDGETS.peakGrowthMB) {
    failures.push(`peak memory grows with the file on ${run.label}: ${run.full.peakMB} MB for the full file, ${run.delta.peakMB} MB for the delta`);
  }
  for (const [check, ok] of Object.entries(run.current)) if (!ok) failures.push(`after the import on ${run.label}: ${check} failed`);
  return [...failures, ...(run.api.failures ?? [])];
}

function reportMarkdown(report) {
  const rows = report.runs.flatMap((run) => [
    `| ${run.label} | full, ${run.records.toLocaleString('en')} records | ${run.full.seconds} s | ${run.full.perSecond} | ${run.full.created.toLocaleString('en')} created | ${run.full.peakMB} MB |`,
    `| ${run.label} | delta, ${run.delta.records.toLocaleString('en')} records | ${run.delta.seconds} s | ${run.delta.perSecond} | ${run.delta.updated.toLocaleString('en')} updated | ${run.delta.peakMB} MB |`,
  ]);
  const api = report.runs.flatMap((run) => (run.api.results ?? []).filter((row) => row.connections === 1).map((row) => `| ${run.label} | ${row.name} | ${row.p50} | ${row.p95} | ${row.rps} |`));
  return [
    '# The ONIX import at scale',
    '',
    `Measured ${report.date} on ${report.machine} (\`npm run bench -- --onix\`, alone on the machine).`,
    `Budgets (issue 45): a full file of ${ONIX_BUDGETS.fullRecords.toLocaleString('en')} records on PostgreSQL in ${ONIX_BUDGETS.fullSeconds / 60} minutes, a delta of ${DELTA.toLocaleString('en')} in ${ONIX_BUDGETS.deltaSeconds} s, memory that does not grow with the file.`,
    '',
    '| database | file | time | records/s | result | peak memory |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'After the imports (the API on the imported catalogue): ' +
      report.runs.map((run) => `${run.label}: ${Object.entries(run.current).map(([check, ok]) => `${check} ${ok ? 'yes' : 'NO'}`).join(', ')}`).join('; ') +
      '.',
    '',
    '| database | API scenario (1 connection) | p50 ms | p95 ms | requests/s |',
    '|---|---|---|---|---|',
    ...api,
    '',
    report.failures.length === 0 ? 'Every budget is met.' : `Over budget:\n\n${report.failures.map((failure) => `- ${failure}`).join('\n')}`,
    '',
  ].join('\n');
}

export async function runOnixBench() {
  fs.mkdirSync(TMP, { recursive: true });
  const report = { date: new Date().toISOString(), machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}`, budgets: ONIX_BUDGETS, runs: [], failures: [] };
  const plan = [
    ['pg', Number(process.env.BENCH_ONIX_RECORDS ?? 1_000_000)],
    ['pglite', Number(process.env.BENCH_ONIX_EMBEDDED_RECORDS ?? 100_000)],
  ];
  for (const [kind, records] of plan) report.runs.push(await measure(kind, records));
  report.failures = report.runs.flatMap(failuresOf);
  fs.writeFileSync(path.join(ROOT, 'bench', 'onix-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(ROOT, 'bench', 'onix-report.md'), reportMarkdown(report));
  console.log('\nReport: bench/onix-report.md (figures in bench/onix-report.json)');
  if (report.failures.length > 0) {
    console.error(`\nOver budget:\n- ${report.failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('Every budget is met.');
  }
}
