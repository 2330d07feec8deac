/**
 * Attacks replayed (issue 41, item 12): back-in-stock requests as a mail bomb and an oracle, and the newsletter alike.
 * Requests past STOCK_ALERT_MAIL_LIMIT were still recorded and all mailed at the restock (a script asking every
 * out-of-stock book for a stranger's address buried their mailbox on the day of a delivery), and the answer
 * `already_requested` vs `requested` told anyone whether an address waited for a book; the newsletter's 409
 * `already_subscribed` told who subscribes. Now both are double opt-in (only requests confirmed from the mailed link,
 * or asked from an account whose email is confirmed, are mailed at restock or count as subscribed) and answer the
 * same whatever the email's state.
 */
import '../native-modules';
import type { AdminNewsletterSubscriber, ApiErrorBody, ItemAnswer, PagedAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { mailRestockAlerts } from '../../src/services/stock-alerts';
import { DEMO_USERS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
let shopId: number;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  shopId = ((await t.db.query<{ id: number }>(`select id from shops where slug = 'lumiere'`)).rows[0] as { id: number }).id;
});
afterAll(() => t.close());

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;

let clients = 0;
/** Each call from its own client address: a spread-out script, which the per-client limits do not stop. */
const client = () => {
  clients += 1;
  return { 'x-forwarded-for': `203.0.${Math.floor(clients / 250)}.${clients % 250}` };
};

const TITLES = ['Le Comte de Monte-Cristo', 'Pride and Prejudice', 'Orgueil et Préjugés', 'Les Misérables', 'Notre-Dame de Paris', "L'Étranger du port", 'Contes de ma mère l’Oye'];

/** Published books out of stock. */
const outOfStock = async (titles: string[]) =>
  Promise.all(
    titles.map(async (title) => ((await t.db.query<{ id: number }>('update articles set stock = 0, published = true where title = $1 returning id', [title])).rows[0] as { id: number }).id),
  );

/** Puts copies back on sale as any restock does: the stock, then the alerts' mails in the same transaction. */
const restock = (ids: number[]) =>
  t.db.transaction(async (tx) => {
    await tx.query('update articles set stock = 3 where id = any($1::int[])', [ids]);
    return mailRestockAlerts(tx, shopId, ids);
  });

const ask = (articleId: number, email: string, token?: string) =>
  t.call<Answer>({
    method: 'POST',
    url: `${SHOP_PATH}/articles/${articleId}/stock-alerts`,
    payload: { email },
    headers: { ...client(), ...(token ? bearer(token) : {}) },
  });

const subscribe = (email: string, token?: string) =>
  t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/newsletter`, payload: { email }, headers: { ...client(), ...(token ? bearer(token) : {}) } });

/** The token of the newest link of `route` mailed to the address. */
async function mailedToken(email: string, route: '/confirm/stock-alert' | '/confirm/newsletter'): Promise<string> {
  const body = (await mailsTo(t.db, email)).at(-1)?.body_text ?? '';
  const match = new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${route} link mailed to ${email}`);
  return match[1];
}

const backInStock = async (email: string) => (await mailsTo(t.db, email)).filter((mail) => /is back in stock|est de retour en stock/.test(mail.subject));

/** What a caller sees of an answer. */
const seen = (answer: { status: number; body: unknown }) => JSON.stringify([answer.status, answer.body]);

describe('back-in-stock requests', () => {
  it(`a script asking every book for a stranger's address gets them at most STOCK_ALERT_MAIL_LIMIT (${DEFAULT_LIMITS.stockAlertMailsPerEmail.max}) confirmations, and nothing at the restock`, async () => {
    const ids = await outOfStock(TITLES);
    for (const id of ids) await ask(id, 'bombed@example.fr');
    // Restocked: not one mail, the requests were never confirmed by the mailbox's owner.
    await restock(ids);
    expect(await backInStock('bombed@example.fr')).toEqual([]);
    const mails = await mailsTo(t.db, 'bombed@example.fr');
    expect(mails).toHaveLength(DEFAULT_LIMITS.stockAlertMailsPerEmail.max);
    expect(mails.every((mail) => /\/confirm\/stock-alert\?token=/.test(mail.body_text))).toBe(true);
  });

  it('only a request confirmed from its mailed link is mailed at restock', async () => {
    const [confirmedBook, waitingBook] = await outOfStock(['Les Misérables', 'Notre-Dame de Paris']);
    await ask(confirmedBook as number, 'owner@example.fr');
    const confirm = await t.call<Answer>({
      method: 'POST',
      url: `${SHOP_PATH}/stock-alerts/confirm`,
      payload: { token: await mailedToken('owner@example.fr', '/confirm/stock-alert') },
    });
    expect(confirm.body.data).toEqual({ confirmed: true });
    await ask(waitingBook as number, 'owner@example.fr');
    await restock([confirmedBook as number, waitingBook as number]);
    const mailed = await backInStock('owner@example.fr');
    expect(mailed.map((mail) => mail.subject)).toEqual(['Librairie Lumière : « Les Misérables » est de retour en stock']);
  });

  it('the token is kept as a digest only, and a request past the mail limit keeps no working link', async () => {
    const ids = await outOfStock(TITLES);
    for (const id of ids) await ask(id, 'digest@example.fr');
    const token = await mailedToken('digest@example.fr', '/confirm/stock-alert');
    const { rows } = await t.db.query<{ confirm_token_hash: string | null }>(
      `select confirm_token_hash from stock_alerts where email = 'digest@example.fr' order by id`,
    );
    expect(rows.some((row) => row.confirm_token_hash === token)).toBe(false);
    // Past the limit: recorded, but neither mailed nor confirmable.
    expect(rows.filter((row) => row.confirm_token_hash === null)).toHaveLength(TITLES.length - DEFAULT_LIMITS.stockAlertMailsPerEmail.max);
  });

  it('answers the same whatever the email\'s state: new, asked again, confirmed, past the mail limit', async () => {
    const [id, other] = await outOfStock(['Pride and Prejudice', 'Orgueil et Préjugés']);
    const first = await ask(id as number, 'oracle@example.fr');
    const again = await ask(id as number, 'oracle@example.fr');
    await t.call({ method: 'POST', url: `${SHOP_PATH}/stock-alerts/confirm`, payload: { token: await mailedToken('oracle@example.fr', '/confirm/stock-alert') } });
    const confirmed = await ask(id as number, 'oracle@example.fr');
    const pastLimit = await ask(id as number, 'bombed@example.fr');
    const nobody = await ask(other as number, 'never.seen@example.fr');
    const customerToken = (await t.login(customer.email, customer.password)).token;
    const signedIn = await ask(id as number, '', customerToken);
    expect(first.status).toBe(202);
    for (const answer of [again, confirmed, pastLimit, nobody, signedIn]) expect(seen(answer)).toBe(seen(first));
  });

  it('a signed-in customer whose email is confirmed needs no link; one whose email is not gets one', async () => {
    const [id] = await outOfStock(['Le Comte de Monte-Cristo']);
    const confirmedToken = (await t.login(customer.email, customer.password)).token;
    await ask(id as number, '', confirmedToken);
    const unconfirmed = await t.call<{ data: { token: string } }>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/register`,
      payload: { email: 'not.yet@example.fr', password: 'Plume-et-encrier-42', first_name: 'Léa', last_name: 'Martin' },
      headers: client(),
    });
    await ask(id as number, '', unconfirmed.body.data.token);
    expect((await mailsTo(t.db, 'not.yet@example.fr')).at(-1)?.body_text).toMatch(/\/confirm\/stock-alert\?token=/);
    await restock([id as number]);
    expect(await backInStock(customer.email)).toHaveLength(1);
    expect(await backInStock('not.yet@example.fr')).toEqual([]);
  });
});

describe('newsletter', () => {
  let adminToken = '';
  const subscribers = async () => {
    adminToken ||= (await t.login(admin.email, admin.password)).token;
    const list = await t.call<PagedAnswer<AdminNewsletterSubscriber>>({ url: `${SHOP_PATH}/admin/newsletter?page_size=100`, headers: bearer(adminToken) });
    return list.body.data.map((row) => row.email);
  };

  it('answers a known and a new email alike, and counts an address only once its owner confirms', async () => {
    const first = await subscribe('reader@example.fr');
    const known = await subscribe('reader@example.fr');
    const fresh = await subscribe('someone.new@example.fr');
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { requested: true } });
    expect(seen(known)).toBe(seen(first));
    expect(seen(fresh)).toBe(seen(first));
    expect(await subscribers()).not.toContain('reader@example.fr');

    const token = await mailedToken('reader@example.fr', '/confirm/newsletter');
    const confirmed = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/newsletter/confirm`, payload: { token } });
    expect(confirmed.body.data).toEqual({ confirmed: true });
    expect(await subscribers()).toContain('reader@example.fr');
    // Confirmed, then asked again: the same answer, and no more mail.
    const mails = (await mailsTo(t.db, 'reader@example.fr')).length;
    expect(seen(await subscribe('reader@example.fr'))).toBe(seen(first));
    expect(await mailsTo(t.db, 'reader@example.fr')).toHaveLength(mails);
    // The link works once.
    expect((await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/newsletter/confirm`, payload: { token } })).body).toMatchObject({
      statusCode: 400,
      code: 'invalid_token',
      field: 'token',
    });
  });

  it('mails one address at most NEWSLETTER_MAIL_LIMIT (3 an hour) confirmations, from however many clients', async () => {
    for (let i = 0; i < 8; i += 1) expect((await subscribe('flooded.news@example.fr')).status).toBe(202);
    expect(await mailsTo(t.db, 'flooded.news@example.fr')).toHaveLength(DEFAULT_LIMITS.newsletterMailsPerEmail.max);
    expect(await subscribers()).not.toContain('flooded.news@example.fr');
  });

  it('a signed-in customer subscribing their own confirmed email is subscribed at once; another address still needs its owner', async () => {
    const token = (await t.login(customer.email, customer.password)).token;
    const before = (await mailsTo(t.db, customer.email)).length;
    expect((await subscribe(customer.email, token)).status).toBe(202);
    expect(await mailsTo(t.db, customer.email)).toHaveLength(before);
    expect((await subscribe('friend@example.fr', token)).status).toBe(202);
    const list = await subscribers();
    expect(list).toContain(customer.email);
    expect(list).not.toContain('friend@example.fr');
  });
});
