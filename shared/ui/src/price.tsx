import type { Currency } from '@bookshop/contracts';
import { formatShopPrice, useRootStore } from '@bookshop/store';

export interface PriceProps {
  /** Price including tax, in euro. */
  priceTtc: number;
  /** Discount percent. */
  discount?: number;
  /** Multiply by this quantity first (line totals). */
  quantity?: number;
  /**
   * The currency and dollar rate a past order was placed in: its amounts show as the customer paid them, not at
   * today's choice and rate. Without it, the shopper's currency at the shop's current rate.
   */
  pricedIn?: { currency: Currency; usd_rate: number | null };
  className?: string;
}

/** A price in the shopper's currency and language; the old price struck through when discounted. */
export function Price({ priceTtc, discount = 0, quantity = 1, pricedIn, className }: PriceProps) {
  const chosenCurrency = useRootStore((s) => s.currency);
  const currentRate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  const currency = pricedIn ? pricedIn.currency : chosenCurrency;
  const rate = pricedIn ? pricedIn.usd_rate : currentRate;
  const now = formatShopPrice(priceTtc * quantity, discount, currency, rate, language);
  return (
    <span className={['bk-price', className].filter(Boolean).join(' ')}>
      {discount > 0 && <s className="bk-price__old">{formatShopPrice(priceTtc * quantity, 0, currency, rate, language)}</s>}
      <span className="bk-price__now">{now}</span>
    </span>
  );
}
