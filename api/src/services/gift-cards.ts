/**
 * Gift cards (issue 46, migration 044; the rules in shared/contracts/src/gift-cards.ts). A card's balance changes only
 * in a transaction holding its row's lock: an order takes what the card pays (spendGiftCard), a cancelled or refunded
 * order gives back what it took (giveBackGiftCard). Codes are tried like coupons: counted per client before the lookup,
 * given back when a card is found.
 */
import {
  GIFT_CARD_CODE_GROUPS,
  GIFT_CARD_REFUSALS,
  GIFT_CARD_VALIDITY_YEARS,
  normalizeGiftCardCode,
  type AdminGiftCard,
  type GiftCard,
  type GiftCardCheck,
  type GiftCardRefusal,
  type GiftCardState,
  type GiftCardUse,
  type PagedAnswer,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { shopToday } from '../lib/dates';
import { randomCode } from '../lib/random-code';
import { ApiError, conflict, notFound } from '../lib/errors';
import type { Rate } from '../limits';
import { recordAudit } from './audit';
import { hit, tooMany, unhit } from './throttle';

/** The throttle bucket of gift card codes tried (GIFT_CARD_CHECK_LIMIT). */
export const GIFT_CARD_BUCKET = 'giftCardChecksPerClient';

/** A new code: GIFT_CARD_CODE_GROUPS groups of four characters drawn from the alphabet (100 bits). */
export const newGiftCardCode = (): string => randomCode(GIFT_CARD_CODE_GROUPS);

interface GiftCardRow {
  id: number;
  code: string;
  initial_cents: number;
  balance_cents: number;
  expires_on: string;
  cancelled_at: Date | string | null;
}

const CARD_COLUMNS = 'g.id, g.code, g.initial_cents, g.balance_cents, g.expires_on::text as expires_on, g.cancelled_at';

/** A card's state on `today` (the shop's day). */
export function giftCardState(card: Pick<GiftCardRow, 'balance_cents' | 'expires_on' | 'cancelled_at'>, today = shopToday()): GiftCardState {
  if (card.cancelled_at !== null) return 'cancelled';
  if (card.expires_on < today) return 'expired';
  return card.balance_cents > 0 ? 'active' : 'spent';
}

const euros = (cents: number) => cents / 100;

/**
 * Issues a card of `initialCents` (valid GIFT_CARD_VALIDITY_YEARS from today) in the caller's transaction, to an
 * account or to none. Answers its id and code.
 */
export async function issueGiftCard(tx: Db, shopId: number, card: { initialCents: number; userId: number | null }): Promise<{ id: number; code: string }> {
  const { rows } = await tx.query<{ id: number; code: string }>(
    `insert into gift_cards (shop_id, code, initial_cents, balance_cents, user_id, expires_on)
     values ($1, $2, $3, $3, $4, (now() at time zone 'Europe/Paris')::date + make_interval(years => $5))
     returning id, code`,
    [shopId, newGiftCardCode(), card.initialCents, card.userId, GIFT_CARD_VALIDITY_YEARS],
  );
  return rows[0] as { id: number; code: string };
}

export const giftCardRefused = (code: GiftCardRefusal): ApiError => {
  const messages: Record<GiftCardRefusal, string> = {
    gift_card_unknown: 'No gift card has this code.',
    gift_card_spent: 'This gift card has no balance left.',
    gift_card_expired: 'This gift card has expired.',
    gift_card_cancelled: 'This gift card was cancelled.',
  };
  return new ApiError(422, code, messages[code], 'gift_card_code');
};

export const isGiftCardRefusal = (error: unknown): boolean =>
  error instanceof ApiError && (GIFT_CARD_REFUSALS as readonly string[]).includes(error.code);

/**
 * The card a code names if it can pay now, its row locked with `lock` (the order's transaction): 422 gift_card_unknown
 * (also for a code that cannot be one), _cancelled, _expired or _spent otherwise.
 */
export async function usableGiftCard(db: Db, shopId: number, text: string, lock = false): Promise<GiftCardRow> {
  const code = normalizeGiftCardCode(text);
  if (!code) throw giftCardRefused('gift_card_unknown');
  const { rows } = await db.query<GiftCardRow>(`select ${CARD_COLUMNS} from gift_cards g where g.shop_id = $1 and g.code = $2 ${lock ? 'for update' : ''}`, [shopId, code]);
  const card = rows[0];
  if (!card) throw giftCardRefused('gift_card_unknown');
  const state = giftCardState(card);
  if (state !== 'active') throw giftCardRefused(`gift_card_${state}`);
  return card;
}

/**
 * Runs one try of a code, counted per client address before the lookup: 429 too_many_gift_card_tries past
 * GIFT_CARD_CHECK_LIMIT. A try that finds a card, or fails for something else than its code, is given back.
 */
export async function countedGiftCardTry<T>(db: Db, shopId: number, client: string, rate: Rate, attempt: () => Promise<T>): Promise<T> {
  const key = `${shopId}:${client}`;
  const counted = await hit(db, GIFT_CARD_BUCKET, key, rate);
  if (!counted.allowed) {
    throw tooMany('too_many_gift_card_tries', (minutes) => `Too many gift card codes tried. Please try again in ${minutes} minutes.`, counted, 'gift_card_code');
  }
  try {
    const result = await attempt();
    await unhit(db, GIFT_CARD_BUCKET, key);
    return result;
  } catch (error) {
    if (!isGiftCardRefusal(error)) await unhit(db, GIFT_CARD_BUCKET, key);
    throw error;
  }
}

/** POST /gift-cards/check: what a card can pay now, one try of a code counted for the client. */
export async function checkGiftCard(db: Db, shopId: number, client: string, rate: Rate, text: string): Promise<GiftCardCheck> {
  return countedGiftCardTry(db, shopId, client, rate, async () => {
    const card = await usableGiftCard(db, shopId, text);
    return { code: card.code, balance: euros(card.balance_cents), expires_on: card.expires_on };
  });
}

/** Takes `cents` off a card the caller locked (usableGiftCard with lock) for an order, in the order's transaction. */
export async function spendGiftCard(tx: Db, cardId: number, orderId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.query('update gift_cards set balance_cents = balance_cents - $2 where id = $1', [cardId, cents]);
  await tx.query('insert into gift_card_uses (gift_card_id, order_id, amount_cents) values ($1, $2, $3)', [cardId, orderId, cents]);
}

/** What the card of order `o` paid and has not had back yet, in cents (over `orders o`). */
const PART_LEFT_SQL = `(o.gift_card_cents + coalesce((
  select sum(u.amount_cents) from gift_card_uses u where u.order_id = o.id and u.amount_cents < 0
), 0))::int`;

/**
 * Gives back to its card what an order's card paid and was not given back yet, up to `upToCents` (all of it without):
 * a cancelled or refunded order, a refunded return. In the caller's transaction, which holds the order's row lock (so
 * two give-backs of one order follow each other), under the card's lock. Answers the cents given back (a cancelled card
 * takes its money back too: staff cancelled the card, not the customer's refund).
 */
export async function giveBackGiftCard(tx: Db, orderId: number, upToCents = Number.POSITIVE_INFINITY): Promise<number> {
  const { rows } = await tx.query<{ gift_card_id: number | null; left: number }>(
    `select o.gift_card_id, ${PART_LEFT_SQL} as left from orders o where o.id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row?.gift_card_id) return 0;
  const cents = Math.min(row.left, upToCents);
  if (cents <= 0) return 0;
  await tx.query('select id from gift_cards where id = $1 for update', [row.gift_card_id]);
  await tx.query('update gift_cards set balance_cents = balance_cents + $2 where id = $1', [row.gift_card_id, cents]);
  await tx.query('insert into gift_card_uses (gift_card_id, order_id, amount_cents) values ($1, $2, $3)', [row.gift_card_id, orderId, -cents]);
  return cents;
}

/** What a card paid of an order and has not had back yet, in cents (refunds send the rest through the order's means). */
export async function giftCardPartLeft(db: Db, orderId: number): Promise<number> {
  const { rows } = await db.query<{ left: number }>(`select ${PART_LEFT_SQL} as left from orders o where o.id = $1`, [orderId]);
  return rows[0]?.left ?? 0;
}

async function usesOf(db: Db, cardIds: number[]): Promise<Map<number, GiftCardUse[]>> {
  const { rows } = await db.query<{ gift_card_id: number; order_number: string | null; amount_cents: number; created_at: Date | string }>(
    `select u.gift_card_id, o.number as order_number, u.amount_cents, u.created_at
     from gift_card_uses u left join orders o on o.id = u.order_id
     where u.gift_card_id = any($1::int[]) order by u.id desc`,
    [cardIds],
  );
  const uses = new Map<number, GiftCardUse[]>();
  for (const row of rows) {
    const list = uses.get(row.gift_card_id) ?? [];
    list.push({ order_number: row.order_number, amount: euros(row.amount_cents), at: new Date(row.created_at).toISOString() });
    uses.set(row.gift_card_id, list);
  }
  return uses;
}

/** A customer's cards, newest first, each with its uses. */
export async function listCustomerGiftCards(db: Db, shopId: number, userId: number): Promise<GiftCard[]> {
  const { rows } = await db.query<GiftCardRow & { created_at: Date | string }>(
    `select ${CARD_COLUMNS}, g.created_at from gift_cards g where g.shop_id = $1 and g.user_id = $2 order by g.created_at desc, g.id desc`,
    [shopId, userId],
  );
  const uses = await usesOf(db, rows.map((row) => row.id));
  const today = shopToday();
  return rows.map((row) => toGiftCard(row, uses.get(row.id) ?? [], today));
}

/** A card's row as its owner sees it. */
function toGiftCard(row: GiftCardRow & { created_at: Date | string }, uses: GiftCardUse[], today: string): GiftCard {
  return {
    code: row.code,
    initial: euros(row.initial_cents),
    balance: euros(row.balance_cents),
    state: giftCardState(row, today),
    expires_on: row.expires_on,
    created_at: new Date(row.created_at).toISOString(),
    uses,
  };
}

/** The shop's cards for staff, newest first (or oldest), found by part of their code or their owner's email, paged. */
export async function listAdminGiftCards(
  db: Db,
  shopId: number,
  query: { q?: string; page: number; pageSize: number; oldestFirst?: boolean },
): Promise<PagedAnswer<AdminGiftCard>> {
  const words = query.q?.trim().toUpperCase() ?? '';
  const params: unknown[] = [shopId];
  let where = 'g.shop_id = $1';
  if (words) {
    params.push(`%${words.replace(/[%_\\]/g, '\\$&')}%`);
    where += ` and (g.code like $2 or upper(u.email) like $2)`;
  }
  const { rows: counted } = await db.query<{ total: number }>(`select count(*)::int as total from gift_cards g left join users u on u.id = g.user_id where ${where}`, params);
  const { rows } = await db.query<GiftCardRow & { created_at: Date | string; owner_email: string | null; cancel_reason: string | null }>(
    `select ${CARD_COLUMNS}, g.created_at, u.email as owner_email, g.cancel_reason
     from gift_cards g left join users u on u.id = g.user_id
     where ${where} order by g.created_at ${query.oldestFirst ? 'asc' : 'desc'}, g.id ${query.oldestFirst ? 'asc' : 'desc'} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    params,
  );
  const uses = await usesOf(db, rows.map((row) => row.id));
  const today = shopToday();
  return {
    data: rows.map((row) => ({
      id: row.id,
      ...toGiftCard(row, uses.get(row.id) ?? [], today),
      owner_email: row.owner_email,
      cancel_reason: row.cancel_reason,
    })),
    total: counted[0]?.total ?? 0,
    page: query.page,
    page_size: query.pageSize,
  };
}

/** Cancels a card with staff's reason (audited): it pays nothing more. 404 unknown, 409 gift_card_cancelled already. */
export async function cancelGiftCard(db: Db, shopId: number, adminId: number, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<GiftCardRow>(`select ${CARD_COLUMNS} from gift_cards g where g.shop_id = $1 and g.id = $2 for update`, [shopId, id]);
    const card = rows[0];
    if (!card) throw notFound('Gift card not found.');
    if (card.cancelled_at !== null) throw conflict('gift_card_cancelled', 'This gift card is cancelled already.');
    await tx.query('update gift_cards set cancelled_at = now(), cancel_reason = $2 where id = $1', [id, reason.trim()]);
    await recordAudit(tx, shopId, adminId, {
      action: 'cancel',
      entity: 'gift_card',
      entityId: id,
      before: { code_end: card.code.slice(-4), balance_cents: card.balance_cents },
      after: { reason: reason.trim() },
    });
  });
}
