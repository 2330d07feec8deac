import type { PaymentMethod, PaymentOptions } from '@bookshop/contracts';
import type { Db } from '../db/db';
import type { PaymentConfig } from './config';

interface PaymentSettingsRow {
  offline_payment: boolean;
  paypal_client_id: string;
  card_public_key: string;
  usd_rate: string | null;
}

export interface ShopPaymentSettings extends PaymentOptions {
  /** The methods a new order may choose, in the order the checkout offers them. */
  methods: PaymentMethod[];
}

/**
 * How a shop's customers can pay. Online payment needs both public keys in company settings (spec: otherwise the
 * storefront shows a loading image), both secrets on the server and a dollar rate (payments are in USD).
 */
export async function shopPaymentSettings(db: Db, shopId: number, config: PaymentConfig): Promise<ShopPaymentSettings> {
  const { rows } = await db.query<PaymentSettingsRow>(
    'select offline_payment, paypal_client_id, card_public_key, usd_rate from company_settings where shop_id = $1',
    [shopId],
  );
  const row = rows[0];
  const online =
    !!row &&
    row.paypal_client_id !== '' &&
    row.card_public_key !== '' &&
    row.usd_rate !== null &&
    config.paypal.clientSecret !== null &&
    config.card.secretKey !== null;
  const offline = !!row?.offline_payment;
  return {
    offline,
    online,
    paypal: online && row ? { client_id: row.paypal_client_id, sdk_url: config.paypal.sdkUrl } : null,
    card: online && row ? { public_key: row.card_public_key, js_url: config.card.jsUrl } : null,
    currency: 'USD',
    methods: [...(offline ? (['bank_transfer'] as const) : []), ...(online ? (['paypal', 'card'] as const) : [])],
  };
}
