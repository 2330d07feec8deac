/**
 * Check 1: 200 guest orders from 16 shoppers, each on its own loopback address, through the balancer, while one API
 * node and one store node are killed (SIGKILL) and restarted. Then every order answered exists exactly once, the
 * stock adds up, no confirmation is mailed twice, and at most 1 % of the requests failed at the balancer.
 * With one node per role (`--nodes=1`, to measure that shape's throughput) nothing is killed: no node could take over.
 */
import { randomUUID } from 'node:crypto';
import type { Cluster } from './cluster.mts';
import { SHOP_API } from './cluster.mts';
import { agentFrom, json, request, type Answer } from './http.mts';
import { sleep } from './processes.mts';
import type { Report } from './report.mts';

const ORDERS = 200;
const CLIENTS = 16;
/** A failed request (5xx, no answer) is sent again, with the same Idempotency-Key for an order, this many times at most. */
const ATTEMPTS = 4;
/** The orders placed before one API node and one store node are killed: a third of the run. */
const KILL_AFTER = Math.round(ORDERS / 3);
/** How long the killed nodes stay down before they are started again. */
const DOWN_MS = 1500;
const MAX_FAILED_SHARE = 0.01;

interface Book {
  id: number;
  stock: number;
}

interface Placed {
  index: number;
  email: string;
  bookId: number;
  number: string;
  status: number;
}

/**
 * Published books and how many one-copy orders each takes here: at most what UNPAID_STOCK_SHARE (50 % of a title's
 * copies, on sale and held, by all unpaid orders together) still lets bank-transfer orders hold, less one copy, and at
 * most 10 a book so the orders spread over many rows.
 */
async function booksForOrders(cluster: Cluster): Promise<Array<Book & { quota: number }>> {
  const { rows } = await cluster.db.query<{ id: number; stock: number; held: number }>(
    `select a.id, a.stock,
            coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.article_id = a.id and o.status = 'pending_payment'), 0)::int as held
       from articles a join shops s on s.id = a.shop_id
      where s.slug = 'lumiere' and a.published and a.stock >= 6
      order by a.id`,
  );
  return rows
    .map((row) => ({ id: row.id, stock: row.stock, quota: Math.min(10, Math.floor((row.stock + row.held) / 2) - row.held - 1) }))
    .filter((book) => book.quota > 0);
}

/** Book ids for the orders, one copy each, round-robin over the books within their quotas. */
function spread(books: Array<{ id: number; quota: number }>, count: number): number[] {
  const left = new Map(books.map((book) => [book.id, book.quota]));
  const ids: number[] = [];
  while (ids.length < count) {
    const before = ids.length;
    for (const [id, quota] of left) {
      if (ids.length === count) break;
      if (quota > 0) {
        ids.push(id);
        left.set(id, quota - 1);
      }
    }
    if (ids.length === before) throw new Error(`the seeded books take only ${ids.length} one-copy unpaid orders, the check needs ${count}`);
  }
  return ids;
}

const failed = (answer: Answer | Error) => answer instanceof Error || answer.status >= 500;

export async function ordersWhileNodesAreKilled(cluster: Cluster, report: Report): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const books = await booksForOrders(cluster);
  const bookIds = spread(books, ORDERS);
  const initialStock = new Map(books.map((book) => [book.id, book.stock]));

  let attempts = 0;
  let failures = 0;
  let pages = 0;
  const unexpected: string[] = [];
  /** Sends a request up to ATTEMPTS times while it fails at the balancer; each failed attempt is counted. */
  const withRetries = async (send: () => Promise<Answer>): Promise<Answer | Error> => {
    let last: Answer | Error = new Error('not sent');
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      attempts += 1;
      last = await send().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
      if (!failed(last)) return last;
      failures += 1;
      await sleep(200 * attempt);
    }
    return last;
  };
  const describe = (answer: Answer | Error) => (answer instanceof Error ? answer.message : `${answer.status} ${answer.body.slice(0, 200)}`);

  const placed: Placed[] = [];
  const started = performance.now();
  let next = 0;
  let killing: Promise<void> | null = null;
  /** What was done when the kill began: the rates before it are the shape's throughput without a node down. */
  let atKill: { seconds: number; orders: number; pages: number } | null = null;
  const failover = cluster.apis.length > 1 && cluster.stores.length > 1;
  const killAndRestart = async () => {
    const [api] = cluster.apis;
    const [store] = cluster.stores;
    if (!api || !store) throw new Error('the cluster has no API or store node to kill');
    await Promise.all([api.kill('SIGKILL'), store.kill('SIGKILL')]);
    cluster.log.line('harness', `killed ${api.name} and ${store.name} after ${placed.length} orders`);
    await sleep(DOWN_MS);
    api.start();
    store.start();
    await Promise.all([api.waitReady(), store.waitReady()]);
    await cluster.allUp();
    cluster.log.line('harness', `${api.name} and ${store.name} are back after ${placed.length} orders`);
  };

  const shopper = async (client: number) => {
    const agent = agentFrom(`127.0.0.${10 + client}`);
    try {
      for (let index = next++; index < ORDERS; index = next++) {
        const bookId = bookIds[index] as number;
        // The book's page first, as a shopper sees it before buying (rendered by a store node).
        const page = await withRetries(() => request(`${cluster.balancer}/bookdetails/${bookId}`, { agent }));
        if (page instanceof Error || page.status !== 200) unexpected.push(`page of book ${bookId}: ${describe(page)}`);
        else pages += 1;

        const email = `cluster-${run}-${index}@example.com`;
        const key = `cluster-${run}-${index}`;
        const body = { lines: [{ article_id: bookId, quantity: 1 }], delivery_method: 'shop_pickup', email, payment_method: 'bank_transfer' };
        const answer = await withRetries(() => request(`${cluster.balancer}${SHOP_API}/orders`, { method: 'POST', body, agent, headers: { 'idempotency-key': key } }));
        if (answer instanceof Error || (answer.status !== 201 && answer.status !== 200)) {
          unexpected.push(`order ${index} (book ${bookId}): ${describe(answer)}`);
        } else {
          const { data } = json<{ data: { number: string } }>(answer, `order ${index}`);
          placed.push({ index, email, bookId, number: data.number, status: answer.status });
        }
        if (failover && !killing && placed.length >= KILL_AFTER) {
          atKill = { seconds: (performance.now() - started) / 1000, orders: placed.length, pages };
          killing = killAndRestart();
        }
      }
    } finally {
      agent.destroy();
    }
  };

  await Promise.all(Array.from({ length: CLIENTS }, (_, client) => shopper(client)));
  const seconds = (performance.now() - started) / 1000;
  if (!failover) report.measure('nodes killed', `none: ${cluster.apis.length} API and ${cluster.stores.length} store node, no other to take over`);
  else if (!killing) report.miss('the run ended before the nodes were killed');
  else await killing;

  report.measure('orders placed', `${placed.length}/${ORDERS} (${placed.filter((order) => order.status === 200).length} answered as a replay of the same key)`);
  report.measure('checkouts per second', (placed.length / seconds).toFixed(1));
  report.measure('store pages per second', (pages / seconds).toFixed(1));
  const before = atKill as { seconds: number; orders: number; pages: number } | null;
  if (before) report.measure('before the kill', `${(before.orders / before.seconds).toFixed(1)} checkouts and ${(before.pages / before.seconds).toFixed(1)} store pages per second (${before.orders} orders in ${before.seconds.toFixed(1)} s)`);
  report.measure('requests failed at the balancer', `${failures} of ${attempts} (${((failures / Math.max(1, attempts)) * 100).toFixed(2)} %)`);
  for (const line of unexpected.slice(0, 10)) report.miss(line);
  if (unexpected.length > 10) report.miss(`… and ${unexpected.length - 10} more failed requests`);
  if (failures / Math.max(1, attempts) > MAX_FAILED_SHARE) report.miss(`${failures} of ${attempts} requests failed at the balancer: more than ${MAX_FAILED_SHARE * 100} %`);

  // Every order answered exists exactly once; no order exists that was not answered.
  const { rows: stored } = await cluster.db.query<{ number: string; email: string }>(`select number, email from orders where email like $1`, [`cluster-${run}-%`]);
  const storedByNumber = new Map<string, number>();
  for (const row of stored) storedByNumber.set(row.number, (storedByNumber.get(row.number) ?? 0) + 1);
  for (const order of placed) {
    const count = storedByNumber.get(order.number) ?? 0;
    if (count !== 1) report.miss(`order ${order.number} (answered ${order.status}) is in the database ${count} times`);
  }
  const emails = new Map<string, number>();
  for (const row of stored) emails.set(row.email, (emails.get(row.email) ?? 0) + 1);
  for (const [email, count] of emails) if (count > 1) report.miss(`${count} orders for ${email}: one order key made several orders`);
  if (stored.length !== placed.length) report.miss(`${stored.length} orders in the database for ${placed.length} answered`);

  // Stock: initial − ordered = final, per book.
  const { rows: finals } = await cluster.db.query<{ id: number; stock: number; ordered: number }>(
    `select a.id, a.stock,
            coalesce((select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id
                      where l.article_id = a.id and o.email like $2), 0)::int as ordered
       from articles a where a.id = any($1)`,
    [[...initialStock.keys()], `cluster-${run}-%`],
  );
  const answeredPerBook = new Map<number, number>();
  for (const order of placed) answeredPerBook.set(order.bookId, (answeredPerBook.get(order.bookId) ?? 0) + 1);
  for (const row of finals) {
    const initial = initialStock.get(row.id) as number;
    const answered = answeredPerBook.get(row.id) ?? 0;
    if (initial - answered !== row.stock || row.ordered !== answered) {
      report.miss(`book ${row.id}: ${initial} copies − ${answered} ordered should leave ${initial - answered}, the database has ${row.stock} (and ${row.ordered} in its order lines)`);
    }
  }

  // Mail: the worker sends each confirmation once; wait for the outbox to drain.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await cluster.db.query<{ unsent: number }>(`select count(*)::int as unsent from mail_outbox where to_address like $1 and sent_at is null`, [`cluster-${run}-%`]);
    const received = cluster.smtp.countsByRecipient();
    const delivered = placed.filter((order) => received.has(order.email)).length;
    if ((rows[0]?.unsent === 0 && delivered === placed.length) || Date.now() > deadline) break;
    await sleep(500);
  }
  const received = cluster.smtp.countsByRecipient();
  let missing = 0;
  for (const order of placed) {
    const count = received.get(order.email) ?? 0;
    if (count > 1) report.miss(`the confirmation of order ${order.number} was mailed ${count} times`);
    if (count === 0) missing += 1;
  }
  if (missing > 0) report.miss(`${missing} confirmations were not received by the SMTP server within 60 s of the run`);
  report.measure('confirmation mails received', String(placed.length - missing));
}
