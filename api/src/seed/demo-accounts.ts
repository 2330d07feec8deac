import { verifyPassword } from '../lib/password';
import { DEMO_USERS } from './seed';

type Query = <T>(sql: string, params: unknown[]) => Promise<{ rows: T[] }>;

/** Whether a stored hash is a demo account's printed password, by account and hash: scrypt runs once per hash. */
const known = new Map<string, boolean>();

/**
 * Whether a demo account of the seed can still be signed in to with the password the README prints (enabled, its
 * hash unchanged): such a database must not be reached from anywhere but this machine. `query` runs the one
 * statement (readiness passes its own connection). Changing the passwords, disabling or deleting the accounts ends it.
 */
export async function demoAccountsExist(query: Query): Promise<boolean> {
  const { rows } = await query<{ email: string; password_hash: string }>(
    `select lower(email) as email, password_hash from users
     where lower(email) in (${DEMO_USERS.map((_user, index) => `$${index + 1}`).join(', ')})
       and password_hash is not null and disabled_at is null`,
    DEMO_USERS.map((user) => user.email),
  );
  for (const row of rows) {
    const user = DEMO_USERS.find((demo) => demo.email === row.email);
    if (!user) continue;
    const key = `${row.email}\n${row.password_hash}`;
    let printed = known.get(key);
    if (printed === undefined) {
      printed = await verifyPassword(user.password, row.password_hash);
      if (known.size > 100) known.clear();
      known.set(key, printed);
    }
    if (printed) return true;
  }
  return false;
}

/** What a node listening beyond this machine says while demo accounts exist. */
export const DEMO_ACCOUNTS_REMEDY =
  `Create a real admin with \`npm run admin:create -- --email you@example.com\`, then remove the demo accounts ` +
  `(\`delete from users where email in (${DEMO_USERS.map((user) => `'${user.email}'`).join(', ')})\`) or change their ` +
  'passwords; or listen on a loopback address (127.0.0.1, the default).';
