/** Direct API reads, to pick test data the way a tester would look it up. */
import type { AdminArticle, AdminArticleCreate, Article, GiftCard, ListAnswer, OrderStatus } from '@bookshop/contracts';

const BASE = 'http://127.0.0.1:4000/api/gmp/lumiere';

export async function articles(query = ''): Promise<Article[]> {
  const response = await fetch(`${BASE}/articles?ecom_type=lumiere&page_size=100&${query}`);
  return ((await response.json()) as ListAnswer<Article>).data;
}

/** The id of the shop's category of this French name. */
export async function categoryId(nameFr: string): Promise<number> {
  const response = await fetch(`${BASE}/categories?lang=fr`);
  const found = ((await response.json()) as Array<{ id: number; _nom: string }>).find((category) => category._nom === nameFr);
  if (!found) throw new Error(`No category named ${nameFr}`);
  return found.id;
}

/** A book with exactly this stock. */
export async function bookWithStock(stock: number): Promise<Article> {
  for (let page = 1; page <= 5; page++) {
    const found = (await articles(`page=${page}`)).find((article) => article._qte_a_terme_calcule === stock);
    if (found) return found;
  }
  throw new Error(`no seeded book has stock ${stock}`);
}

/** Signs in through the API and answers the bearer token (for set-up steps a tester would do in the back office). */
export async function apiLogin(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The demo admin of the seed (README). */
export const DEMO_ADMIN = { email: 'admin@librairie-lumiere.fr', password: 'Admin-Lumiere-2026' };

/** Changes company settings as the demo admin. */
export async function updateCompanySettings(update: Record<string, unknown>): Promise<void> {
  const token = await apiLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await fetch(`${BASE}/admin/company-settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(update),
  });
  if (!response.ok) throw new Error(`settings update failed: ${response.status} ${await response.text()}`);
}

/** One JSON call to the API with a bearer token, answering the `data` of a 2xx answer. */
async function call<T>(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Imports an ONIX message as staff would upload it, and waits until its run has ended; answers the run's state. */
export async function importOnix(xml: string, fileName: string): Promise<string> {
  const token = await adminToken();
  const response = await fetch(`${BASE}/admin/catalogue-imports?name=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    body: xml,
  });
  if (response.status !== 202) throw new Error(`ONIX upload failed: ${response.status} ${await response.text()}`);
  const { id } = ((await response.json()) as { data: { id: number } }).data;
  for (let tries = 0; tries < 120; tries += 1) {
    const run = await call<{ state: string }>('GET', `/admin/catalogue-imports/${id}`, token);
    if (run.state !== 'queued' && run.state !== 'running') return run.state;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The ONIX import ${id} did not end in 60 s`);
}

/** The demo admin's bearer token. */
export function adminToken(): Promise<string> {
  return apiLogin(DEMO_ADMIN.email, DEMO_ADMIN.password);
}

/** The EAN-13 of these 12 digits, with its check digit (weights 1 and 3 alternately from the left). */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`12 digits expected, got ${first12}`);
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A new EAN-13 (979 prefix, digits of the clock and a counter), unlikely to be any other book's. */
let eanCounter = 0;
export function uniqueEan(): string {
  eanCounter = (eanCounter + 1) % 10;
  return ean13(`979${String(Date.now()).slice(-8)}${eanCounter}`);
}

/** Creates a book as the demo admin (a back-office set-up step), published unless told otherwise. */
export async function createBook(fields: Partial<AdminArticleCreate> & { title: string }): Promise<AdminArticle> {
  const book: AdminArticleCreate = {
    description_html: '',
    ean: uniqueEan(),
    language: 'fr',
    collection_id: null,
    author_id: null,
    publisher_id: null,
    translator_id: null,
    illustrator_id: null,
    category_ids: [],
    price_ht_cents: 1137,
    price_ttc_cents: 1200,
    weight_grams: 300,
    discount_percent: 0,
    stock: 20,
    first_published_year: null,
    published: true,
    ...fields,
  };
  return call<AdminArticle>('POST', '/admin/articles', await adminToken(), book);
}

/** A real 1×1 PNG, for a book's uploaded pictures. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Adds a picture at the end of a book's pictures as the demo admin (the first one uploaded replaces the generated cover). */
export async function addBookImage(id: number): Promise<void> {
  const response = await fetch(`${BASE}/admin/articles/${id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'image/png' },
    body: PIXEL_PNG,
  });
  if (!response.ok) throw new Error(`adding an image to book ${id} failed: ${response.status} ${await response.text()}`);
}

/** Takes a book out of the storefront again (the catalogue's counts stay those of the seed for the other specs). */
export async function unpublishBook(id: number): Promise<void> {
  await call('POST', `/admin/articles/${id}/unpublish`, await adminToken());
}

/** Where the demo customer's parcels go (the seed's address). */
const DEMO_SHIPPING = { first_name: 'Camille', last_name: 'Durand', phone: '0102030405', address: '12 rue des Lilas', address_extra: '', city: 'Paris', postal_code: '75011', country: 'FR' };

/**
 * Places an order of `quantity` copies of one book as the customer of `token`, delivered home (staff ship it and it is
 * delivered: a collection's steps read otherwise), paid by transfer.
 */
export async function placeOrder(token: string, articleId: number, quantity = 1): Promise<string> {
  const order = await call<{ number: string }>(
    'POST',
    '/orders',
    token,
    { lines: [{ article_id: articleId, quantity }], delivery_method: 'home', shipping: DEMO_SHIPPING, payment_method: 'bank_transfer' },
    { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  return order.number;
}

/** Moves an order through these steps as the demo admin (each one of ORDER_TRANSITIONS' next steps). */
export async function moveOrder(number: string, ...steps: OrderStatus[]): Promise<void> {
  const token = await adminToken();
  for (const status of steps) await call('POST', `/admin/orders/${number}/status`, token, { status });
}

/** Asks for the return of one book of a delivered order as the customer of `token`; answers the return's id. */
export async function askReturn(token: string, number: string, articleId: number, reason: string): Promise<number> {
  const request = await call<{ id: number }>('POST', '/returns', token, { order_number: number, items: [{ article_id: articleId, quantity: 1 }], reason });
  return request.id;
}

/** Creates a coupon code as the demo admin (a percent, or euro off). */
export async function createCoupon(code: string, kind: 'percent' | 'amount', value: number): Promise<void> {
  await call('POST', '/admin/coupons', await adminToken(), { code, kind, value });
}

/** Places a guest's order (no account, this email) of one book, collected at the shop, paid by transfer. */
export async function placeGuestOrder(email: string, articleId: number): Promise<string> {
  const response = await fetch(`${BASE}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `e2e-guest-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify({ lines: [{ article_id: articleId, quantity: 1 }], delivery_method: 'shop_pickup', payment_method: 'bank_transfer', email }),
  });
  if (!response.ok) throw new Error(`guest order failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { number: string } }).data.number;
}

/** Opens a customer account through the API (for set-up steps); answers its bearer token. */
export async function registerCustomer(email: string, password: string, firstName: string): Promise<string> {
  const response = await fetch(`${BASE}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: firstName, last_name: 'Essai' }),
  });
  if (!response.ok) throw new Error(`register of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The gift cards of the customer of `token`, newest first. */
export async function giftCardsOf(token: string): Promise<GiftCard[]> {
  const response = await fetch(`${BASE}/users/me/gift-cards`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`reading the gift cards failed: ${response.status}`);
  return ((await response.json()) as ListAnswer<GiftCard>).data;
}

/** Sets a book's copies at one of the shop's bookshops (not the one that ships online) as the demo admin. */
export async function setLocationCopies(articleId: number, locationName: string, copies: number): Promise<void> {
  const locations = ((await (await fetch(`${BASE}/locations`)).json()) as ListAnswer<{ id: number; name: string }>).data;
  const location = locations.find((entry) => entry.name === locationName);
  if (!location) throw new Error(`No bookshop named ${locationName}`);
  await call('PUT', `/admin/articles/${articleId}/location-stock/${location.id}`, await adminToken(), { copies });
}

/** A published book's copies at each bookshop, by name. */
export async function copiesByLocation(articleId: number): Promise<Record<string, number>> {
  const response = await fetch(`${BASE}/articles/${articleId}`);
  const book = ((await response.json()) as { data: Article }).data;
  return Object.fromEntries((book.locations ?? []).map((location) => [location.name, location.copies]));
}
