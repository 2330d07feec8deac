import type { PaymentReference } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { notFound } from '../lib/errors';
import { detachCardPaymentMethod } from '../payments/card';
import type { PaymentConfig } from '../payments/config';

/**
 * A customer's saved cards: the provider's references and a label ("Visa •••• 4242 (12/30)"), never a card number.
 * They are saved by a successful card payment the customer asked to remember (see services/payments).
 */
export async function listPaymentReferences(db: Db, userId: number): Promise<{ references: PaymentReference[]; defaultId: number | null }> {
  const { rows } = await db.query<PaymentReference & { is_default: boolean }>(
    'select id, provider, label, is_default from payment_references where user_id = $1 order by created_at, id',
    [userId],
  );
  return {
    references: rows.map(({ id, provider, label }) => ({ id, provider, label })),
    defaultId: rows.find((row) => row.is_default)?.id ?? null,
  };
}

/** Makes one saved card the default (404 for a card that is not the user's). */
export async function setDefaultPaymentReference(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('select 1 from payment_references where id = $1 and user_id = $2 for update', [id, userId]);
    if (rows.length === 0) throw notFound('Saved card not found.');
    await tx.query('update payment_references set is_default = false where user_id = $1 and is_default and id <> $2', [userId, id]);
    await tx.query('update payment_references set is_default = true where id = $1', [id]);
  });
}

/**
 * Forgets a saved card: first at the provider (so it can never be charged again), then here. When it was the
 * default, the oldest remaining card becomes the default.
 */
export async function deletePaymentReference(db: Db, config: PaymentConfig, userId: number, id: number): Promise<void> {
  const { rows } = await db.query<{ provider_ref: string }>('select provider_ref from payment_references where id = $1 and user_id = $2', [id, userId]);
  if (!rows[0]) throw notFound('Saved card not found.');
  await detachCardPaymentMethod(config, rows[0].provider_ref);
  await db.transaction(async (tx) => {
    const { rows: removed } = await tx.query<{ is_default: boolean }>('delete from payment_references where id = $1 and user_id = $2 returning is_default', [id, userId]);
    if (removed[0]?.is_default) {
      await tx.query(
        `update payment_references set is_default = true
         where id = (select id from payment_references where user_id = $1 order by created_at, id limit 1)`,
        [userId],
      );
    }
  });
}
