/**
 * Attack replayed (issue 41, item 11): the shop's own mails carried the attacker's text. A "first name" such as
 * "Paiement refusé, régularisez sur https://…" was accepted at sign-up and greeted the owner of the typed address in the
 * confirmation mail, under the shop's name. Names now take only what names hold (letters, spaces, apostrophes,
 * hyphens, dots), and mails to an address nobody has confirmed name no one and repeat no text anyone typed.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, Order, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHIPPING, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const PHISHING = 'Paiement refusé, régularisez sur https://evil.example/pay';

let clients = 0;
/** Each call from its own client address: the per-client limits are not what this file is about. */
const client = () => {
  clients += 1;
  return { 'x-forwarded-for': `198.18.${Math.floor(clients / 250)}.${clients % 250}` };
};

const register = (email: string, firstName: string, lastName = 'Martin') =>
  t.call<SessionAnswer & ApiErrorBody>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: 'Plume-et-encrier-42', first_name: firstName, last_name: lastName },
    headers: client(),
  });

const askReset = (email: string) =>
  t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset-request`, payload: { email }, headers: client() });

// A name may hold dots (initials: "J. R. R."), so "www.evil.example" is a name by this rule: what keeps it from a
// stranger's mailbox is the second defence below (no name in mails to an unconfirmed address).
describe('names take only what names hold', () => {
  it.each([
    PHISHING,
    'Léa 06 12 34 56 78',
    'evil.example/pay',
    'Léa: urgent',
    'Léa <b>',
    'Léa@evil.example',
    'Léa / Marc',
    '...',
    "'-",
  ])('refuses %j as a first name at sign-up, mailing nothing', async (name) => {
    const email = `refused${clients}@example.fr`;
    const answer = await register(email, name);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'validation_error', field: 'first_name' });
    expect(await mailsTo(t.db, email)).toEqual([]);
  });

  it('refuses it as a last name too', async () => {
    expect((await register('lastname@example.fr', 'Léa', PHISHING)).body).toMatchObject({ statusCode: 400, field: 'last_name' });
  });

  it('still takes the names people have, in any script', async () => {
    const names = ['Zoë', 'Jean-Luc', "O'Brien", 'O’Connor', 'J. R. R.', 'Łukasz', '李', 'Anne Marie', 'Nguye\u0302\u0303n', 'Đặng', 'Ἀλέξανδρος', 'Saint-Exupéry'];
    for (const [index, name] of names.entries()) {
      const answer = await register(`person${index}@example.fr`, name, name);
      expect([name, answer.status]).toEqual([name, 201]);
    }
  });

  it('refuses such a name in the profile, the address book and a guest checkout, naming the field', async () => {
    const { body } = await register('profile.names@example.fr', 'Léa');
    const token = body.data.token;
    const profile = await t.call<Answer>({ method: 'PUT', url: `${SHOP_PATH}/users/${body.data.user.id}`, payload: { last_name: PHISHING }, headers: bearer(token) });
    expect(profile.body).toMatchObject({ statusCode: 400, field: 'last_name' });
    const address = { title: 'Maison', ...SHIPPING, first_name: PHISHING };
    const book = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/users/me/addresses`, payload: address, headers: bearer(token) });
    expect(book.body).toMatchObject({ statusCode: 400, field: 'first_name' });
    const { rows } = await t.db.query<{ id: number }>(`select id from articles where ean = '9782070409228'`);
    const checkout = await t.call<Answer>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      payload: {
        lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }],
        delivery_method: 'home',
        email: 'victim.checkout@example.fr',
        shipping: { ...SHIPPING, first_name: PHISHING },
        payment_method: 'bank_transfer',
      },
      headers: { 'idempotency-key': 'mail-content-checkout-1', ...client() },
    });
    expect(checkout.body).toMatchObject({ statusCode: 400, field: 'shipping.first_name' });
    expect(await mailsTo(t.db, 'victim.checkout@example.fr')).toEqual([]);
  });
});

describe('mails to an address nobody has confirmed name no one', () => {
  it('the sign-up confirmation greets nobody, even with a plain name', async () => {
    expect((await register('plain.name@example.fr', 'Léa', 'Dupont')).status).toBe(201);
    const [mail] = await mailsTo(t.db, 'plain.name@example.fr');
    expect(mail?.body_text).toMatch(/^Bonjour,\n/);
    expect(mail?.body_text).not.toMatch(/Léa|Dupont/);
  });

  it('a name stored before the rule (existing data) never reaches an unconfirmed address; a confirmed one is greeted by name', async () => {
    const { body } = await register('legacy.name@example.fr', 'Léa');
    // As a row written before names were checked: the migration leaves such rows as they are.
    await t.db.query('update users set first_name = $2 where id = $1', [body.data.user.id, PHISHING]);
    expect((await askReset('legacy.name@example.fr')).status).toBe(202);
    const reset = (await mailsTo(t.db, 'legacy.name@example.fr')).at(-1);
    expect(reset?.subject).toMatch(/réinitialisez votre mot de passe/);
    expect(reset?.body_text).toMatch(/^Bonjour,\n/);
    expect(reset?.body_text).not.toContain('evil.example');

    // The demo customer's email is confirmed: the mail may say their name.
    const [customer] = DEMO_USERS;
    expect((await askReset(customer.email)).status).toBe(202);
    expect((await mailsTo(t.db, customer.email)).at(-1)?.body_text).toMatch(new RegExp(`^Bonjour ${customer.first_name},\\n`));
  });

  it('a guest\'s order confirmation repeats none of the delivery names and address typed at checkout', async () => {
    const { rows } = await t.db.query<{ id: number }>(`update articles set stock = 5 where ean = '9782070409228' returning id`);
    const shipping = { ...SHIPPING, first_name: 'Marguerite', last_name: 'Yourcenar', address: '5 impasse des Glycines', city: 'Besançon' };
    const placed = await t.call<ItemAnswer<Order> & ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      payload: {
        lines: [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }],
        delivery_method: 'home',
        email: 'guest.order@example.fr',
        shipping,
        payment_method: 'bank_transfer',
      },
      headers: { 'idempotency-key': 'mail-content-guest-order-1', ...client() },
    });
    expect(placed.status).toBe(201);
    const [mail] = await mailsTo(t.db, 'guest.order@example.fr');
    expect(mail?.body_text).toMatch(/^Bonjour,\n/);
    expect(mail?.body_text).not.toMatch(/Marguerite|Yourcenar|Glycines|Besançon/);
  });

  it('back-in-stock and newsletter confirmations hold only the shop\'s own words', async () => {
    const { rows } = await t.db.query<{ id: number }>(`update articles set stock = 0 where ean = '9782070409228' returning id`);
    const id = (rows[0] as { id: number }).id;
    const asked = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/articles/${id}/stock-alerts`, payload: { email: 'alert.words@example.fr' }, headers: client() });
    expect(asked.status).toBe(202);
    const subscribed = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/newsletter`, payload: { email: 'news.words@example.fr' }, headers: client() });
    expect(subscribed.status).toBe(202);
    for (const address of ['alert.words@example.fr', 'news.words@example.fr']) {
      const [mail] = await mailsTo(t.db, address);
      expect(mail?.body_text).toMatch(/^Bonjour,\n/);
      // No echo of the address either: the mail goes to it, it does not quote it.
      expect(mail?.body_text).not.toContain(address);
    }
  });
});
