/** Direct API reads, to pick test data the way a tester would look it up. */
import type { Article, ListAnswer } from '@bookshop/contracts';

const BASE = 'http://127.0.0.1:4000/api/gmp/lumiere';

export async function articles(query = ''): Promise<Article[]> {
  const response = await fetch(`${BASE}/articles?ecom_type=lumiere&page_size=100&${query}`);
  return ((await response.json()) as ListAnswer<Article>).data;
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
