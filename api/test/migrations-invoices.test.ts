import './native-modules';
import { migrate } from '../src/db/migrate';
import { issueInvoice } from '../src/services/invoices';
import { createTestDatabase, migrateBefore } from './helpers';

/** Migration 021 (invoices) on a database of the version before it: nothing lost, counters ready, old orders untouched. */
it('021 keeps the settings and orders of a database of 020, gives each shop its counters at 0, and invents no invoice for past orders', async () => {
  const old = await createTestDatabase();
  try {
    await migrateBefore(old.db, '021');
    // A shop as an older version made it (this branch's seed writes columns the old schema does not have yet).
    const { rows: shop } = await old.db.query<{ id: number }>(`insert into shops (slug, name) values ('lumiere', 'Librairie Lumière') returning id`);
    const shopId = (shop[0] as { id: number }).id;
    await old.db.query(`insert into company_settings (shop_id, email) values ($1, 'contact@example.fr')`, [shopId]);
    const { rows: placed } = await old.db.query<{ id: number }>(
      `insert into orders (shop_id, number, email, language, currency, status, payment_method, delivery_method, items_cents, delivery_cents, total_cents,
         ship_first_name, ship_last_name, idempotency_key, idempotency_scope)
       values ($1, 'ABCD-EFGH-JKLM', 'ancien@example.fr', 'fr', 'eur', 'paid', 'bank_transfer', 'home', 1000, 500, 1500, 'Ancien', 'Client', 'old-order-key-1', 'guest:ancien@example.fr')
       returning id`,
      [shopId],
    );
    const orderId = (placed[0] as { id: number }).id;

    expect(await migrate(old.db)).toContain('021');
    const { rows: settings } = await old.db.query('select email, legal_name, siret, vat_number from company_settings where shop_id = $1', [shopId]);
    expect(settings).toEqual([{ email: 'contact@example.fr', legal_name: '', siret: '', vat_number: '' }]);
    const { rows: counters } = await old.db.query('select kind, last_number from invoice_counters where shop_id = $1 order by kind', [shopId]);
    expect(counters).toEqual([
      { kind: 'credit_note', last_number: 0 },
      { kind: 'invoice', last_number: 0 },
    ]);
    const { rows: invoices } = await old.db.query('select count(*)::int as n from invoices');
    expect(invoices).toEqual([{ n: 0 }]);
    const { rows: order } = await old.db.query('select status, total_cents from orders where id = $1', [orderId]);
    expect(order).toEqual([{ status: 'paid', total_cents: 1500 }]);
    // The first invoice issued after the upgrade is number 1.
    expect(await old.db.transaction((tx) => issueInvoice(tx, orderId))).toBe('FA-000001');
    await expect(old.db.query(`update company_settings set siret = '123'`)).rejects.toThrow(/siret/);
  } finally {
    await old.drop();
  }
});
