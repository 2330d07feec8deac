/**
 * Check 4: a price changed through one API node changes the book's API ETag and its page's ETag on every node at
 * once, each node asked directly (not through the balancer), and the nodes of a role agree on them before and after.
 */
import type { Cluster } from './cluster.mts';
import { SHOP_API } from './cluster.mts';
import { adminSignIn, firstPublishedBook, json, request } from './http.mts';
import type { Report } from './report.mts';

/** The fields `PUT /admin/articles/:id` takes (AdminArticleInput): all of them, as read back from the book. */
const INPUT_FIELDS = [
  'title', 'description_html', 'ean', 'language', 'collection_id', 'author_id', 'publisher_id', 'translator_id', 'illustrator_id',
  'category_ids', 'price_ht_cents', 'price_ttc_cents', 'weight_grams', 'discount_percent', 'stock', 'first_published_year',
  'published_on', 'last_restocked_on',
] as const;

async function etag(url: string, what: string): Promise<string> {
  const answer = await request(url);
  const value = answer.headers.etag;
  if (answer.status !== 200 || typeof value !== 'string') throw new Error(`${what} (${url}) answered ${answer.status} without an ETag`);
  return value;
}

/** Each node's ETag of the book: the API nodes' of its answer, the store nodes' of its page. */
async function validators(cluster: Cluster, bookId: number) {
  const api = await Promise.all(cluster.apis.map((node) => etag(`${node.origin}${SHOP_API}/articles/${bookId}`, `${node.name}'s book`)));
  const page = await Promise.all(cluster.stores.map((node) => etag(`${node.origin}/bookdetails/${bookId}`, `${node.name}'s book page`)));
  return { api, page };
}

export async function priceChangeReachesEveryNode(cluster: Cluster, report: Report): Promise<void> {
  const bookId = await firstPublishedBook(cluster.db);

  const before = await validators(cluster, bookId);
  const agree = (kind: string, tags: string[], when: string) => {
    if (new Set(tags).size !== 1) report.miss(`${when}, the ${kind} ETags of book ${bookId} differ between nodes: ${tags.join(' ')}`);
  };
  agree('API', before.api, 'before the change');
  agree('page', before.page, 'before the change');

  // Signed in through the balancer, the change made through one API node.
  const token = await adminSignIn(cluster.balancer);
  const [node] = cluster.apis;
  if (!node) throw new Error('the cluster has no API node');
  const headers = { authorization: `Bearer ${token}` };
  const current = await request(`${node.origin}${SHOP_API}/admin/articles/${bookId}`, { headers });
  const book = json<{ data: Record<string, unknown> }>(current, `${node.name}'s admin book`).data;
  const input = Object.fromEntries(INPUT_FIELDS.map((field) => [field, book[field]]));
  input.price_ttc_cents = (book.price_ttc_cents as number) + 100;
  const saved = await request(`${node.origin}${SHOP_API}/admin/articles/${bookId}`, { method: 'PUT', headers, body: input });
  if (saved.status !== 200) throw new Error(`the price change through ${node.name} answered ${saved.status}: ${saved.body.slice(0, 300)}`);

  // At once: no wait between the change and the reads.
  const after = await validators(cluster, bookId);
  agree('API', after.api, 'after the change');
  agree('page', after.page, 'after the change');
  cluster.apis.forEach((entry, index) => {
    if (after.api[index] === before.api[index]) report.miss(`${entry.name} still answers book ${bookId} with its ETag of before the price change`);
  });
  cluster.stores.forEach((entry, index) => {
    if (after.page[index] === before.page[index]) report.miss(`${entry.name} still answers the page of book ${bookId} with its ETag of before the price change`);
  });
  report.measure('validators', `book ${bookId}: API ${before.api[0]} → ${after.api[0]}, page ${before.page[0]} → ${after.page[0]}`);
}
