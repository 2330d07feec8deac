/**
 * Attacks replayed: `POST /auth/resend-verification` mailed without limit, and first names could hold line breaks
 * that landed in the mail body (a forged paragraph, a fake link, under the shop's name). Back-in-stock requests
 * flooding a stranger's mailbox with confirmations, or scripted from one connection.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const FORGED = 'Léa\n\nVotre compte est bloqué : payez ici http://evil.example/';

let clients = 0;
/** A sign-up, each from its own client address (the per-client limit of sign-ups is not what this file is about). */
async function register(email: string, firstName = 'Léa') {
  clients += 1;
  return t.call<SessionAnswer & ApiErrorBody>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: 'Plume-et-encrier-42', first_name: firstName, last_name: 'Martin' },
    headers: { 'x-forwarded-for': `192.0.2.${clients}` },
  });
}

it('mails a confirmation link on request at most 3 times an hour', async () => {
  const { body } = await register('flooded@example.fr');
  const resend = () => t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/resend-verification`, headers: bearer(body.data.token) });
  for (let i = 0; i < DEFAULT_LIMITS.verificationMailsPerAccount.max; i += 1) expect((await resend()).status).toBe(202);
  const answers = await Promise.all(Array.from({ length: 10 }, resend));
  expect(answers.every((answer) => answer.status === 429)).toBe(true);
  expect(answers[0]?.body).toMatchObject({ code: 'too_many_mails' });
  // The sign-up mail and three on request: no more.
  expect(await mailsTo(t.db, 'flooded@example.fr')).toHaveLength(1 + DEFAULT_LIMITS.verificationMailsPerAccount.max);
});

it.each(['\n', '\r', '\u0000', '\u001b', '\u0085'])('refuses a first name with the control character %j at sign-up, mailing nothing', async (character) => {
  const email = `ctrl${character.charCodeAt(0)}@example.fr`;
  const answer = await register(email, `Léa${character}Martin`);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: 'validation_error', field: 'first_name' });
  expect(await mailsTo(t.db, email)).toEqual([]);
});

it('refuses control characters in names and address lines everywhere they are taken', async () => {
  const { body } = await register('profile@example.fr');
  const token = body.data.token;
  const profile = await t.call<Answer>({ method: 'PUT', url: `${SHOP_PATH}/users/${body.data.user.id}`, payload: { first_name: FORGED }, headers: bearer(token) });
  expect(profile.body).toMatchObject({ statusCode: 400, field: 'first_name' });
  const address = {
    title: 'Maison',
    first_name: 'Léa',
    last_name: 'Martin',
    phone: '01 23 45 67 89',
    address: '12 rue des Lilas',
    address_extra: 'Bâtiment B\nEscalier 3',
    city: 'Lyon',
    postal_code: '69003',
    country: 'FR',
  };
  const book = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/users/me/addresses`, payload: address, headers: bearer(token) });
  expect(book.body).toMatchObject({ statusCode: 400, field: 'address_extra' });
  const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782070409228'`);
  const checkout = await t.call<Answer>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: {
      lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }],
      delivery_method: 'home',
      email: 'guest@example.fr',
      shipping: { ...address, title: undefined, address_extra: '', last_name: 'Martin\r\nBcc: everyone@example.net' },
      payment_method: 'bank_transfer',
    },
    headers: { 'idempotency-key': 'control-characters-1' },
  });
  expect(checkout.body).toMatchObject({ statusCode: 400, field: 'shipping.last_name' });
});

it('still takes the names people have', async () => {
  for (const name of ['Zoë', 'Jean-Luc', "O'Brien", 'Łukasz', '李', 'Anne Marie']) {
    expect((await register(`name${name.length}${name.charCodeAt(0)}@example.fr`, name)).status).toBe(201);
  }
});

describe('back-in-stock requests', () => {
  /** A published book out of stock. */
  const outOfStock = async (title: string) =>
    ((await t.db.query<{ id: number }>('update articles set stock = 0, published = true where title = $1 returning id', [title])).rows[0] as { id: number }).id;
  const ask = (articleId: number, email: string, client: string) =>
    t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/articles/${articleId}/stock-alerts`, payload: { email }, headers: { 'x-forwarded-for': client } });

  it(`refuses a client past STOCK_ALERT_LIMIT (${DEFAULT_LIMITS.stockAlertsPerClient.max} an hour), asked again or not`, async () => {
    const id = await outOfStock('Le Comte de Monte-Cristo');
    const answers = await Promise.all(
      Array.from({ length: DEFAULT_LIMITS.stockAlertsPerClient.max + 3 }, (_, i) => ask(id, `burst${i % 4}@example.fr`, '198.51.100.7')),
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ code: 'too_many_requests' });
    // Another client is not held back by the first.
    expect((await ask(id, 'burst0@example.fr', '198.51.100.8')).status).toBe(202);
  });

  it(`mails one address at most STOCK_ALERT_MAIL_LIMIT (${DEFAULT_LIMITS.stockAlertMailsPerEmail.max} an hour) confirmations, from however many clients`, async () => {
    const titles = ['Le Comte de Monte-Cristo', 'Pride and Prejudice', 'Orgueil et Préjugés', 'Les Misérables', 'Notre-Dame de Paris', "L'Étranger du port", 'Contes de ma mère l’Oye'];
    const ids = await Promise.all(titles.map(outOfStock));
    for (const [index, id] of ids.entries()) expect((await ask(id, 'victim@example.fr', `203.0.113.${index + 1}`)).status).toBe(202);
    // Every request is recorded (the answer tells nothing), but the mailbox gets no more than the limit; none is
    // confirmed, so the restock mails none either (security/opt-in).
    expect(await mailsTo(t.db, 'victim@example.fr')).toHaveLength(DEFAULT_LIMITS.stockAlertMailsPerEmail.max);
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from stock_alerts where email = 'victim@example.fr'`);
    expect(rows[0]?.n).toBe(titles.length);
  });
});
