import type {
  AdminContactMessage,
  AdminCustomer,
  AdminCustomerDetail,
  AdminNewsletterSubscriber,
  AdminReview,
  ApiErrorBody,
  AuditLogEntry,
  ItemAnswer,
  ListAnswer,
  Order,
  PagedAnswer,
  Review,
  SessionAnswer,
} from '@bookshop/contracts';
// helpers first: it prepares the native modules the app loads.
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';
import { csvCell, toCsv } from '../src/services/admin-newsletter';

let t: TestContext;
let admin: { token: string; userId: number };
let customer: { token: string; userId: number };
let shopId: number;
let otherShopId: number;

beforeAll(async () => {
  t = await setupApp();
  admin = await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password);
  customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
  shopId = ((await t.db.query<{ id: number }>(`select id from shops where slug = 'lumiere'`)).rows[0] as { id: number }).id;
  otherShopId = ((await t.db.query<{ id: number }>(`insert into shops (slug, name) values ('autre', 'Autre') returning id`)).rows[0] as { id: number }).id;
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const get = <T>(path: string, token = admin.token) => t.call<T & ApiErrorBody>({ url: `${SHOP_PATH}${path}`, headers: bearer(token) });
const post = <T>(path: string, token = admin.token, payload?: object) =>
  t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, headers: bearer(token), payload });
const publicPost = <T>(path: string, payload: object) => t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload });

/** The audit rows of one record, oldest first, straight from the table (not through the route under test). */
async function auditOf(entity: string, entityId: number) {
  const { rows } = await t.db.query<{ action: string; user_id: number; user_email: string; before: unknown; after: unknown }>(
    'select action, user_id, user_email, before, after from audit_log where entity = $1 and entity_id = $2 order by id',
    [entity, String(entityId)],
  );
  return rows;
}

/** The reason every disabling in these tests gives. */
const because = { reason: 'Commandes frauduleuses répétées' };

let registered = 0;
/** Registers a fresh customer: the demo customer stays usable for the other tests. */
async function newCustomer(first = 'Léa', last = 'Martin') {
  registered += 1;
  const email = `lecteur${registered}@example.fr`;
  const password = 'Plume-et-encrier-42';
  const { status, body } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password, first_name: first, last_name: last },
  });
  if (status !== 201) throw new Error(`register failed: ${status}`);
  return { email, password, token: body.data.token, userId: body.data.user.id };
}

describe('customers', () => {
  it('lists accounts paged, with the number of orders of each', async () => {
    await newCustomer('Zoé', 'Abel');
    const all = await get<PagedAnswer<AdminCustomer>>('/admin/customers?page_size=100');
    expect(all.status).toBe(200);
    const demo = all.body.data.find((row) => row.email === DEMO_USERS[0].email);
    expect(demo).toMatchObject({ first_name: 'Camille', last_name: 'Durand', role: 'customer', email_verified: true, disabled_at: null, order_count: 2 });
    expect(all.body.data.find((row) => row.email === DEMO_USERS[1].email)?.role).toBe('admin');
    expect(all.body.total).toBe(all.body.data.length);

    const first = await get<PagedAnswer<AdminCustomer>>('/admin/customers?page_size=1&sort=email&dir=asc');
    const second = await get<PagedAnswer<AdminCustomer>>('/admin/customers?page_size=1&page=2&sort=email&dir=asc');
    expect(first.body).toMatchObject({ page: 1, page_size: 1, total: all.body.total });
    expect(second.body.page).toBe(2);
    const byEmail = all.body.data.map((row) => row.email).sort();
    expect([first.body.data[0]?.email, second.body.data[0]?.email]).toEqual(byEmail.slice(0, 2));
  });

  it('searches by name in either order or by email, and escapes LIKE wildcards', async () => {
    const names = async (q: string) => (await get<PagedAnswer<AdminCustomer>>(`/admin/customers?q=${encodeURIComponent(q)}`)).body.data.map((row) => row.email);
    expect(await names('camille durand')).toEqual([DEMO_USERS[0].email]);
    expect(await names('Durand Camille')).toEqual([DEMO_USERS[0].email]);
    expect(await names('ADMIN@librairie')).toEqual([DEMO_USERS[1].email]);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('sorts by name, email, sign-up date and order count, both ways', async () => {
    const sorted = async (query: string) => (await get<PagedAnswer<AdminCustomer>>(`/admin/customers?page_size=100&${query}`)).body.data;
    const byName = await sorted('sort=name&dir=asc');
    expect(byName[0]?.last_name).toBe('Abel');
    expect((await sorted('sort=name&dir=desc')).at(-1)?.last_name).toBe('Abel');
    const emails = (await sorted('sort=email&dir=desc')).map((row) => row.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect((await sorted('sort=order_count&dir=desc'))[0]?.email).toBe(DEMO_USERS[0].email);
    const dates = (await sorted('sort=created_at&dir=asc')).map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort());
  });

  it.each([
    ['an unknown sort key', '/admin/customers?sort=password_hash', 'sort'],
    ['page 0', '/admin/customers?page=0', 'page'],
    ['a page of 101 rows', '/admin/customers?page_size=101', 'page_size'],
    ['an unknown status', '/admin/customers?status=gone', 'status'],
    ['a non-numeric id', '/admin/customers/abc', 'id'],
  ])('refuses %s with 400 naming the field', async (_what, path, field) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field });
  });

  it('shows a customer with addresses, orders, returns and reviews', async () => {
    const { body: orders } = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customer.token) });
    const { status, body } = await get<ItemAnswer<AdminCustomerDetail>>(`/admin/customers/${customer.userId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: customer.userId, email: DEMO_USERS[0].email, email_verified: true, disabled_at: null, language: 'fr', order_count: 2 });
    expect(body.data.orders.map((order) => order.number).sort()).toEqual(orders.data.map((order) => order.number).sort());
    const delivered = orders.data.find((order) => order.status === 'delivered') as Order;
    expect(body.data.orders.find((order) => order.number === delivered.number)).toEqual({
      number: delivered.number,
      created_at: delivered.created_at,
      status: 'delivered',
      total: delivered.total,
    });
    expect(Array.isArray(body.data.addresses)).toBe(true);
    expect(JSON.stringify(body.data)).not.toMatch(/password/);
  });

  it('answers 404 for an unknown id and for another shop\'s account', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into users (shop_id, email, password_hash, first_name, last_name) values ($1, 'ailleurs@example.fr', 'x', 'Ailleurs', 'Client') returning id`,
      [otherShopId],
    );
    const otherId = (rows[0] as { id: number }).id;
    for (const path of [`/admin/customers/${otherId}`, '/admin/customers/999999']) {
      expect((await get(path)).body).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
    expect((await post(`/admin/customers/${otherId}/disable`, admin.token, because)).status).toBe(404);
    const { rows: still } = await t.db.query<{ disabled_at: unknown }>('select disabled_at from users where id = $1', [otherId]);
    expect(still[0]?.disabled_at).toBeNull();
  });
});

describe('disabling an account', () => {
  it('refuses sign-in with 403 account_disabled, ends its sessions at once, and enabling lets it sign in again', async () => {
    const reader = await newCustomer('Paul', 'Verlaine');
    expect((await get('/users/me', reader.token)).status).toBe(200);

    const disabled = await post<AdminCustomerDetail>(`/admin/customers/${reader.userId}/disable`, admin.token, because);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled_at).toEqual(expect.any(String));
    expect(disabled.body.data.disabled_reason).toBe(because.reason);
    expect((await get('/users/me', reader.token)).status).toBe(401);

    const refused = await publicPost('/auth/login', { email: reader.email, password: reader.password });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'account_disabled', message: expect.stringMatching(/disabled/) });
    // Without the right password the answer is the usual 401: it tells a stranger nothing about the account.
    const guessed = await publicPost('/auth/login', { email: reader.email, password: 'Pas-le-bon-99' });
    expect(guessed.body.code).toBe('invalid_credentials');

    const disabledList = await get<PagedAnswer<AdminCustomer>>('/admin/customers?status=disabled');
    expect(disabledList.body.data.map((row) => row.id)).toEqual([reader.userId]);
    const activeList = await get<PagedAnswer<AdminCustomer>>('/admin/customers?status=active&page_size=100');
    expect(activeList.body.data.map((row) => row.id)).not.toContain(reader.userId);

    const enabled = await post<AdminCustomerDetail>(`/admin/customers/${reader.userId}/enable`);
    expect(enabled.body.data).toMatchObject({ disabled_at: null, disabled_reason: null });
    const again = await t.login(reader.email, reader.password);
    expect((await get('/users/me', again.token)).status).toBe(200);
    // The sessions ended by the disabling stay ended.
    expect((await get('/users/me', reader.token)).status).toBe(401);

    const audit = await auditOf('user', reader.userId);
    expect(audit.map((row) => row.action)).toEqual(['disable', 'enable']);
    expect(audit[0]).toMatchObject({ user_id: admin.userId, user_email: DEMO_USERS[1].email, before: { email: reader.email, disabled_at: null } });
    expect(audit[0]?.after).toEqual({ email: reader.email, disabled_at: disabled.body.data.disabled_at, reason: because.reason });
    expect(audit[1]).toMatchObject({ before: { disabled_at: disabled.body.data.disabled_at }, after: { disabled_at: null } });
  });

  it('a session is refused as soon as its account is disabled, even one the disabling did not revoke', async () => {
    const reader = await newCustomer();
    // Written straight to the table: the session check itself must look at the account, not rely on the revocation.
    await t.db.query('update users set disabled_at = now() where id = $1', [reader.userId]);
    expect((await get('/users/me', reader.token)).status).toBe(401);
    await t.db.query('update users set disabled_at = null where id = $1', [reader.userId]);
    expect((await get('/users/me', reader.token)).status).toBe(200);
  });

  it.each([
    ['no body', undefined, 'body'],
    ['no reason', {}, 'reason'],
    ['a blank reason', { reason: '   ' }, 'reason'],
    ['a reason over 2000 characters', { reason: 'x'.repeat(2001) }, 'reason'],
  ])('refuses to disable with %s (400), and leaves the account as it was', async (_what, payload, field) => {
    const reader = await newCustomer();
    const { status, body } = await post(`/admin/customers/${reader.userId}/disable`, admin.token, payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_error', ...(field === 'body' ? {} : { field }) });
    expect((await get('/users/me', reader.token)).status).toBe(200);
  });

  it('takes a reason of 2000 characters, as a return decision does (one staff reason length)', async () => {
    const reader = await newCustomer();
    const reason = `Fraude ${'x'.repeat(1993)}`;
    const disabled = await post<AdminCustomerDetail>(`/admin/customers/${reader.userId}/disable`, admin.token, { reason });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled_reason).toBe(reason);
  });

  it('disabling twice changes and records nothing more', async () => {
    const reader = await newCustomer();
    const first = await post<AdminCustomerDetail>(`/admin/customers/${reader.userId}/disable`, admin.token, because);
    const second = await post<AdminCustomerDetail>(`/admin/customers/${reader.userId}/disable`, admin.token, because);
    expect(second.body.data.disabled_at).toBe(first.body.data.disabled_at);
    expect((await auditOf('user', reader.userId)).map((row) => row.action)).toEqual(['disable']);
  });

  it('a password reset neither mails a link to a disabled account nor reopens it with an older link', async () => {
    const reader = await newCustomer();
    expect((await publicPost('/auth/password-reset-request', { email: reader.email })).status).toBe(202);
    const { rows: mails } = await t.db.query<{ body_text: string }>('select body_text from mail_outbox where to_address = $1 order by id', [reader.email]);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body_text ?? '')?.[1] as string;
    expect(token).toBeTruthy();

    await post(`/admin/customers/${reader.userId}/disable`, admin.token, because);
    const before = mails.length;
    expect((await publicPost('/auth/password-reset-request', { email: reader.email })).status).toBe(202);
    const { rows: after } = await t.db.query('select 1 from mail_outbox where to_address = $1', [reader.email]);
    expect(after).toHaveLength(before);

    const reset = await publicPost('/auth/password-reset', { token, password: 'Nouvelle-plume-77' });
    expect(reset.status).toBe(403);
    expect(reset.body.code).toBe('account_disabled');
    expect((await publicPost('/auth/login', { email: reader.email, password: 'Nouvelle-plume-77' })).status).toBe(401);
    expect((await publicPost('/auth/login', { email: reader.email, password: reader.password })).body.code).toBe('account_disabled');
  });

  it('refuses to disable an admin account, the admin\'s own included (409 cannot_disable_admin)', async () => {
    const { status, body } = await post(`/admin/customers/${admin.userId}/disable`, admin.token, because);
    expect(status).toBe(409);
    expect(body).toMatchObject({ statusCode: 409, code: 'cannot_disable_admin' });
    expect((await get('/admin/customers?page_size=1')).status).toBe(200);
    expect(await auditOf('user', admin.userId)).toEqual([]);
  });
});

describe('newsletter', () => {
  // Valid emails whose first character a spreadsheet would take for the start of a formula.
  const risky = [`=cmd|'/c.calc'!a0@evil.fr`, '+33612@example.fr', '-2@example.fr'];
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const email of [...risky, 'alice@example.fr', 'bob@example.fr']) {
      const { status } = await publicPost('/newsletter', { email });
      if (status !== 202) throw new Error(`subscribe ${email}: ${status}`);
    }
    // As if each had opened its confirmation link (double opt-in: staff see confirmed subscriptions only), but one.
    await publicPost('/newsletter', { email: 'unconfirmed@example.fr' });
    await t.db.query(`update newsletter_subscriptions set confirmed_at = now() where email <> 'unconfirmed@example.fr'`);
    await t.db.query(`insert into newsletter_subscriptions (shop_id, email, confirmed_at) values ($1, 'alice@ailleurs.fr', now())`, [otherShopId]);
    const { rows } = await t.db.query<{ id: number; email: string }>('select id, email from newsletter_subscriptions where shop_id = $1', [shopId]);
    ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  });

  it('lists subscribers paged, searchable and sortable by email', async () => {
    const page = await get<PagedAnswer<AdminNewsletterSubscriber>>('/admin/newsletter?sort=email&dir=asc&page_size=2');
    expect(page.body.total).toBe(5);
    expect(page.body.data.map((row) => row.email)).toEqual(['+33612@example.fr', '-2@example.fr']);
    const found = await get<PagedAnswer<AdminNewsletterSubscriber>>('/admin/newsletter?q=ALICE');
    expect(found.body.data).toEqual([{ id: ids['alice@example.fr'], email: 'alice@example.fr', created_at: expect.any(String) }]);
  });

  it('exports a CSV download whose formula-like cells are defused', async () => {
    const response = await t.app.inject({ url: `${SHOP_PATH}/admin/newsletter/export.csv`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-lumiere-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.at(-1)).toBe('');
    const emails = lines.slice(1, -1).map((line) => line.replace(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, ''));
    expect(emails).toEqual([`"'=cmd|'/c.calc'!a0@evil.fr"`, `"'+33612@example.fr"`, `"'-2@example.fr"`, 'alice@example.fr', 'bob@example.fr']);
    expect(response.body).not.toMatch(/ailleurs|unconfirmed/);

    const filtered = await t.app.inject({ url: `${SHOP_PATH}/admin/newsletter/export.csv?q=bob`, headers: bearer(admin.token) });
    expect(filtered.body.split('\r\n').slice(1, -1)).toEqual([expect.stringMatching(/^bob@example\.fr,/)]);
  });

  it('refuses the export to customers', async () => {
    const response = await t.app.inject({ url: `${SHOP_PATH}/admin/newsletter/export.csv`, headers: bearer(customer.token) });
    expect(response.statusCode).toBe(403);
  });

  it('unsubscribes one email, recorded; another shop\'s or a gone one is 404', async () => {
    const id = ids['bob@example.fr'] as number;
    const removed = await t.call<Answer<{ id: number }>>({ method: 'DELETE', url: `${SHOP_PATH}/admin/newsletter/${id}`, headers: bearer(admin.token) });
    expect(removed.body.data).toEqual({ id });
    const again = await t.call<ApiErrorBody>({ method: 'DELETE', url: `${SHOP_PATH}/admin/newsletter/${id}`, headers: bearer(admin.token) });
    expect(again.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    const { rows } = await t.db.query<{ id: number }>('select id from newsletter_subscriptions where shop_id = $1', [otherShopId]);
    const foreign = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/admin/newsletter/${rows[0]?.id}`, headers: bearer(admin.token) });
    expect(foreign.status).toBe(404);
    const audit = await auditOf('newsletter_subscription', id);
    expect(audit).toEqual([expect.objectContaining({ action: 'delete', before: expect.objectContaining({ email: 'bob@example.fr' }), after: null })]);
  });
});

describe('the CSV writer', () => {
  it.each([
    [`=cmd|' /C calc'!A0`, `"'=cmd|' /C calc'!A0"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@x', `"'@x"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['plain@example.fr', 'plain@example.fr'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins cells with commas and ends every line with CRLF', () => {
    expect(toCsv([['email', 'date'], ['-1', 'x,y']])).toBe(`email,date\r\n"'-1","x,y"\r\n`);
  });
});

describe('contact messages', () => {
  let ids: number[] = [];
  let foreignId: number;

  beforeAll(async () => {
    const send = async (name: string, email: string, subject: string) =>
      (await publicPost<{ id: number }>('/contact', { name, email, subject, message: 'Bonjour, une question sur un livre.' })).body.data.id;
    ids = [await send('Anne', 'anne@example.fr', 'Horaires'), await send('Bruno', 'bruno@example.fr', 'Commande'), await send('Chloé', 'chloe@example.fr', 'Dédicace')];
    const { rows } = await t.db.query<{ id: number }>(
      `insert into contact_messages (shop_id, name, email, subject, message) values ($1, 'X', 'x@ailleurs.fr', 'Ailleurs', 'Un message ailleurs.') returning id`,
      [otherShopId],
    );
    foreignId = (rows[0] as { id: number }).id;
  });

  it('lists unhandled messages first, then newest first; marks handled and back, recorded', async () => {
    const [anne, bruno, chloe] = ids as [number, number, number];
    const handled = await post<AdminContactMessage>(`/admin/contact-messages/${chloe}/handled`);
    expect(handled.body.data.handled_at).toEqual(expect.any(String));

    const list = await get<PagedAnswer<AdminContactMessage>>('/admin/contact-messages');
    expect(list.body.data.map((row) => row.id)).toEqual([bruno, anne, chloe]);
    expect(list.body.data[0]).toMatchObject({ name: 'Bruno', email: 'bruno@example.fr', subject: 'Commande', handled_at: null });

    expect((await get<PagedAnswer<AdminContactMessage>>('/admin/contact-messages?status=handled')).body.data.map((row) => row.id)).toEqual([chloe]);
    expect((await get<PagedAnswer<AdminContactMessage>>('/admin/contact-messages?status=unhandled&sort=name&dir=asc')).body.data.map((row) => row.id)).toEqual([anne, bruno]);
    expect((await get<PagedAnswer<AdminContactMessage>>('/admin/contact-messages?q=dédicace')).body.data.map((row) => row.id)).toEqual([chloe]);

    const detail = await get<ItemAnswer<AdminContactMessage>>(`/admin/contact-messages/${anne}`);
    expect(detail.body.data).toMatchObject({ id: anne, message: 'Bonjour, une question sur un livre.', handled_at: null });

    const reopened = await post<AdminContactMessage>(`/admin/contact-messages/${chloe}/unhandled`);
    expect(reopened.body.data.handled_at).toBeNull();
    expect((await auditOf('contact_message', chloe)).map((row) => [row.action, row.after])).toEqual([
      ['handle', { email: 'chloe@example.fr', subject: 'Dédicace', handled_at: handled.body.data.handled_at }],
      ['reopen', { email: 'chloe@example.fr', subject: 'Dédicace', handled_at: null }],
    ]);
  });

  it('answers 404 for another shop\'s message', async () => {
    expect((await get(`/admin/contact-messages/${foreignId}`)).status).toBe(404);
    expect((await post(`/admin/contact-messages/${foreignId}/handled`)).status).toBe(404);
  });
});

describe('reviews moderation', () => {
  let articleId: number;
  let customerReview: Review;
  let otherReviewId: number;

  beforeAll(async () => {
    const { body: orders } = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(customer.token) });
    const delivered = orders.data.find((order) => order.status === 'delivered') as Order;
    articleId = delivered.lines[0]?.article_id as number;
    // A second reader's review of the same book, written straight to the table (only the demo customer has a delivered order).
    const reader = await newCustomer('Marc', 'Levy');
    const { rows: order } = await t.db.query<{ id: number }>('select id from orders where number = $1', [delivered.number]);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into reviews (shop_id, article_id, user_id, order_id, rating, comment) values ($1, $2, $3, $4, 2, 'Bof, trop long.') returning id`,
      [shopId, articleId, reader.userId, order[0]?.id],
    );
    otherReviewId = (rows[0] as { id: number }).id;
    const created = await post<Review>('/reviews', customer.token, { order_number: delivered.number, article_id: articleId, rating: 4, comment: 'Superbe.' });
    customerReview = created.body.data;
  });

  const average = async () => (await t.call<ItemAnswer<{ average_rate: number }>>({ url: `${SHOP_PATH}/articles/${articleId}` })).body.data.average_rate;
  const shown = async () => (await t.call<ListAnswer<Review>>({ url: `${SHOP_PATH}/articles/${articleId}/reviews` })).body.data.map((review) => review.id);

  it('lists reviews with book and customer, filtered and searched', async () => {
    expect(await average()).toBe(3);
    const list = await get<PagedAnswer<AdminReview>>('/admin/reviews');
    expect(list.body.data.map((row) => row.id)).toEqual([customerReview.id, otherReviewId]);
    expect(list.body.data[1]).toMatchObject({ article_id: articleId, customer_name: 'Marc Levy', rating: 2, comment: 'Bof, trop long.', hidden_at: null });
    expect(list.body.data[0]?.article_title).toEqual(expect.any(String));
    expect((await get<PagedAnswer<AdminReview>>('/admin/reviews?rating=2')).body.data.map((row) => row.id)).toEqual([otherReviewId]);
    expect((await get<PagedAnswer<AdminReview>>('/admin/reviews?q=durand')).body.data.map((row) => row.id)).toEqual([customerReview.id]);
    expect((await get<PagedAnswer<AdminReview>>('/admin/reviews?sort=rating&dir=asc')).body.data.map((row) => row.rating)).toEqual([2, 4]);
  });

  it('a hidden review leaves the book page and its average; shown again, it counts again', async () => {
    const hidden = await post<AdminReview>(`/admin/reviews/${otherReviewId}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.hidden_at).toEqual(expect.any(String));
    expect(await shown()).toEqual([customerReview.id]);
    expect(await average()).toBe(4);
    expect((await get<PagedAnswer<AdminReview>>('/admin/reviews?visibility=hidden')).body.data.map((row) => row.id)).toEqual([otherReviewId]);
    expect((await get<PagedAnswer<AdminReview>>('/admin/reviews?visibility=visible')).body.data.map((row) => row.id)).toEqual([customerReview.id]);

    // Every review of the book hidden: the average is 0, not a failed update.
    await post(`/admin/reviews/${customerReview.id}/hide`);
    expect(await shown()).toEqual([]);
    expect(await average()).toBe(0);

    await post(`/admin/reviews/${customerReview.id}/show`);
    const visible = await post<AdminReview>(`/admin/reviews/${otherReviewId}/show`);
    expect(visible.body.data.hidden_at).toBeNull();
    expect(await shown()).toEqual([customerReview.id, otherReviewId]);
    expect(await average()).toBe(3);

    const audit = await auditOf('review', otherReviewId);
    expect(audit.map((row) => row.action)).toEqual(['hide', 'show']);
    expect(audit[0]).toMatchObject({ before: { rating: 2, hidden_at: null }, after: { rating: 2, hidden_at: hidden.body.data.hidden_at } });
  });

  it('the customer page lists the customer\'s reviews, hidden ones included', async () => {
    await post(`/admin/reviews/${customerReview.id}/hide`);
    const { body } = await get<ItemAnswer<AdminCustomerDetail>>(`/admin/customers/${customer.userId}`);
    expect(body.data.reviews).toEqual([expect.objectContaining({ id: customerReview.id, hidden_at: expect.any(String) })]);
    await post(`/admin/reviews/${customerReview.id}/show`);
  });

  it('answers 404 for another shop\'s review and 401/403 to non-admins', async () => {
    // Only its shop_id ties a review to a shop: the other columns may as well point at this shop's rows.
    const stranger = await newCustomer('Jean', 'Ailleurs');
    const { rows } = await t.db.query<{ id: number }>(
      `insert into reviews (shop_id, article_id, user_id, order_id, rating)
       select $1, r.article_id, $3, r.order_id, 5 from reviews r where r.id = $2 returning id`,
      [otherShopId, otherReviewId, stranger.userId],
    );
    expect((await post(`/admin/reviews/${rows[0]?.id}/hide`)).status).toBe(404);
    expect((await post(`/admin/reviews/${otherReviewId}/hide`, customer.token)).status).toBe(403);
    expect((await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/reviews/${otherReviewId}/hide` })).status).toBe(401);
    expect(await shown()).toContain(otherReviewId);
  });
});

describe('audit log', () => {
  it('lists every change newest first, with who, what, when and the record before and after', async () => {
    const { body } = await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?page_size=100');
    expect(body.total).toBeGreaterThanOrEqual(8);
    const times = body.data.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data[0]).toMatchObject({ user_id: admin.userId, user_email: DEMO_USERS[1].email, entity: expect.any(String), entity_id: expect.any(String) });
  });

  it('filters by kind of record, by record and by part of the admin\'s email, paged', async () => {
    const reviews = await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?entity=review&page_size=2');
    expect(reviews.body.data.every((entry) => entry.entity === 'review')).toBe(true);
    expect(reviews.body.data).toHaveLength(2);
    expect(reviews.body.total).toBeGreaterThan(2);
    const next = await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?entity=review&page_size=2&page=2');
    expect(next.body.data[0]?.id).toBeLessThan(reviews.body.data[1]?.id as number);

    const users = await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?entity=user&page_size=100');
    const oneId = users.body.data[0]?.entity_id as string;
    const one = await get<PagedAnswer<AuditLogEntry>>(`/admin/audit-log?entity=user&entity_id=${oneId}`);
    expect(one.body.data.every((entry) => entry.entity_id === oneId)).toBe(true);

    const all = await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log');
    expect((await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?admin_email=ADMIN@LIBRAIRIE')).body.total).toBe(all.body.total);
    expect((await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?admin_email=nobody')).body).toMatchObject({ data: [], total: 0 });
    expect((await get('/admin/audit-log?entity=Bad-Entity')).body).toMatchObject({ statusCode: 400, field: 'entity' });
  });

  it('names the kinds of record it holds, and never another shop\'s entries', async () => {
    await t.db.query(
      `insert into audit_log (shop_id, user_email, action, entity, entity_id) values ($1, 'someone@ailleurs.fr', 'delete', 'secret_thing', '1')`,
      [otherShopId],
    );
    const entities = await get<ListAnswer<string>>('/admin/audit-log/entities');
    expect(entities.body.data).toEqual(expect.arrayContaining(['contact_message', 'newsletter_subscription', 'review', 'user']));
    expect(entities.body.data).not.toContain('secret_thing');
    expect((await get<PagedAnswer<AuditLogEntry>>('/admin/audit-log?admin_email=ailleurs')).body.total).toBe(0);
  });
});
