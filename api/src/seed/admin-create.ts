import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { ApiError } from '../lib/errors';
import { createAdmin } from '../services/users';
import { findShop } from '../services/shops';
import * as seedData from './data';
import { SHOP, seedShop } from './seed';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com [--first-name Camille] [--last-name Martin]\n' +
  'The password is read from the terminal (not shown), or from the first line of standard input; never from an argument.';

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // readline writes each typed character back: write nothing but the question.
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await askHidden('Password: ');
    if ((await askHidden('Password again: ')) !== password) throw new Error('The two passwords differ.');
    return password;
  }
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return input.split(/\r?\n/)[0] ?? '';
}

/**
 * `npm run admin:create -- --email …`: creates an admin account in the configured database (DATABASE_URL or
 * DATA_DIR), migrating it and setting up the shop (without demo data) first when needed.
 */
async function run(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } } });
  if (!values.email) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const password = await readPassword();
  // The migrate role: its statements (migrations, bulk loads) run without DB_STATEMENT_TIMEOUT_MS.
  const db = await openDatabase(process.env, 'migrate');
  try {
    await migrate(db);
    await seedShop(db, seedData, { demo: false });
    const shop = await findShop(db, SHOP.slug);
    if (!shop) throw new Error(`The shop "${SHOP.slug}" is missing.`);
    const admin = await createAdmin(db, shop.id, {
      email: values.email,
      password,
      first_name: values['first-name'] ?? 'Admin',
      last_name: values['last-name'] ?? SHOP.name,
    });
    console.log(`Admin ${admin.email} created: sign in at /admin-panel.`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`Not created: ${error.message}${error.field ? ` (${error.field})` : ''}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
