/**
 * Attacks replayed (issue 41, items 1 and 5): a guest writes to the shop, subscribes to the newsletter and asks for a
 * book's return under their email; anyone then registers an account on that email, which needs no confirmation to
 * get a session, and (1) downloads the guest's records through the account's personal data, or (5) deletes the
 * account, and the guest's records with it. Records kept under an email alone belong to an account once it confirmed
 * that email; until then its data and its deletion cover only what it did itself.
 */
import '../native-modules';
import type { PersonalDataExport, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let books: number[];
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  // Two published books out of stock: back-in-stock requests are taken on those only.
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 0 where id in (select id from articles where published order by id limit 2) returning id');
  books = rows.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(() => t.close());

const SECRET = 'Mon ex-mari ne doit pas savoir que je commande ce livre.';
const PASSWORD = 'Squatteur-Secret-2026';
let client = 0;
/** Each visitor calls from its own address: the per-client limits stay the shop's without getting in the way. */
const post = (path: string, payload: object, token?: string) =>
  t.call<{ data: unknown; code?: string }>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers: token ? bearer(token) : {}, remoteAddress: `10.41.1.${(client += 1)}` });
const download = (token: string) => t.call<PersonalDataExport>({ url: `${SHOP_PATH}/users/me/personal-data`, headers: bearer(token) });

/** What a guest leaves under their email: a contact message, a newsletter subscription, a back-in-stock request. */
async function guestRecords(email: string): Promise<void> {
  expect((await post('/contact', { name: 'Victime', email, subject: 'Une commande discrète', message: SECRET })).status).toBeLessThan(300);
  expect((await post('/newsletter', { email })).status).toBeLessThan(300);
  expect((await post(`/articles/${books[0]}/stock-alerts`, { email, language: 'fr' })).status).toBeLessThan(300);
}

async function register(email: string): Promise<string> {
  const { status, body } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: PASSWORD, first_name: 'Jean', last_name: 'Faux' },
    remoteAddress: `10.41.2.${(client += 1)}`,
  });
  expect(status).toBe(201);
  return body.data.token;
}

/** The token of the newest `route` link mailed to the address (other mails may have come after it). */
async function lastLink(email: string, route: '/verify-email' | '/reset-password'): Promise<string> {
  const links = (await mailsTo(t.db, email)).flatMap((mail) => [...mail.body_text.matchAll(new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`, 'g'))]);
  const token = links.at(-1)?.[1];
  if (!token) throw new Error(`no ${route} link mailed to ${email}`);
  return token;
}

async function rows(sql: string, email: string): Promise<number> {
  const { rows: found } = await t.db.query(sql, [email]);
  return found.length;
}

it('an unconfirmed account on a guest\'s email downloads none of the guest\'s records; they are the owner\'s once confirmed', async () => {
  const victim = 'victime@example.fr';
  await guestRecords(victim);
  const attacker = await register(victim);
  // Asked signed in for the guest's book (which would take the guest's request over) and for another one.
  expect((await post(`/articles/${books[0]}/stock-alerts`, {}, attacker)).status).toBeLessThan(300);
  expect((await post(`/articles/${books[1]}/stock-alerts`, {}, attacker)).status).toBeLessThan(300);

  const seen = await download(attacker);
  expect(seen.status).toBe(200);
  expect(seen.body.profile.email_verified).toBe(false);
  expect(seen.body.contact_messages).toEqual([]);
  expect(seen.body.newsletter).toEqual({ subscribed: false, since: null });
  // Only the request it made itself.
  expect(seen.body.stock_alerts.map((alert) => alert.article_id)).toEqual([books[1]]);
  expect(JSON.stringify(seen.body)).not.toContain(SECRET);

  // The mailbox's owner confirms from the mailed link (no session: the account is handed to them, see
  // security/pre-registration), sets a password from the reset link mailed then, and finds their records.
  const confirmed = await post('/auth/verify-email', { token: await lastLink(victim, '/verify-email') });
  expect(confirmed.status).toBe(200);
  expect((await post('/auth/password-reset', { token: await lastLink(victim, '/reset-password'), password: 'Vraie-Proprietaire-41' })).status).toBe(200);
  const owner = await t.login(victim, 'Vraie-Proprietaire-41');
  const theirs = await download(owner.token);
  expect(theirs.body.contact_messages).toEqual([expect.objectContaining({ message: SECRET })]);
  expect(theirs.body.stock_alerts.map((alert) => alert.article_id)).toEqual([books[0]]);
});

it('deleting an unconfirmed account on a guest\'s email leaves the guest\'s records and mails alone', async () => {
  const victim = 'autre.victime@example.fr';
  await guestRecords(victim);
  const pendingMails = (await mailsTo(t.db, victim)).length;
  expect(pendingMails).toBeGreaterThan(0);
  const attacker = await register(victim);
  // Asked signed in for the guest's book too: it must not take the guest's request over and then delete it.
  for (const book of books) expect((await post(`/articles/${book}/stock-alerts`, {}, attacker)).status).toBeLessThan(300);

  const deleted = await post('/users/me/delete', { password: PASSWORD }, attacker);
  expect(deleted.status).toBe(200);

  expect(await rows('select 1 from contact_messages where email = $1', victim)).toBe(1);
  expect(await rows('select 1 from newsletter_subscriptions where email = $1', victim)).toBe(1);
  // The guest's request stays; the one the account made signed in went with it.
  const { rows: alerts } = await t.db.query<{ article_id: number; user_id: number | null }>('select article_id, user_id from stock_alerts where email = $1', [victim]);
  expect(alerts).toEqual([{ article_id: books[0], user_id: null }]);
  // Mails queued for the guest still go (their sign-up confirmation among them), and the deletion notice is added.
  const mails = await mailsTo(t.db, victim);
  expect(mails.length).toBeGreaterThanOrEqual(pendingMails + 1);
  expect(mails.at(-1)?.subject).toContain('compte est supprimé');
});
