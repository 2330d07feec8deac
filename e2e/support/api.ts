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
