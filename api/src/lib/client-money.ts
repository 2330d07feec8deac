import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Names of money fields: a checkout request carrying one is refused rather than quietly cleaned. */
const MONEY_FIELD = /price|total|amount|discount|prix|cost/i;

/**
 * Refuses (400, naming the field) a body that sends a price, a total or a discount: the server prices orders from
 * the catalogue, and a client that sends its own amounts is wrong or malicious. Runs before the schema, which would
 * otherwise drop unknown fields without a word.
 */
export async function refuseClientMoney(request: FastifyRequest): Promise<void> {
  const body = request.body as { lines?: unknown } | null;
  if (!body || typeof body !== 'object') return;
  const check = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    for (const key of Object.keys(value)) {
      if (MONEY_FIELD.test(key)) throw badRequest('Prices, discounts and totals come from the shop: do not send them.', `${path}${key}`);
    }
  };
  check(body, '');
  if (Array.isArray(body.lines)) body.lines.forEach((line, index) => check(line, `lines.${index}.`));
}
