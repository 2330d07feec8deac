import { formatShopPrice, useRootStore } from '@bookshop/store';

export interface PriceProps {
  /** Price including tax, in euro. */
  priceTtc: number;
  /** Discount percent. */
  discount?: number;
  /** Multiply by this quantity first (line totals). */
  quantity?: number;
  className?: string;
}

/** A price in the shopper's currency and language; the old price struck through when discounted. */
export function Price({ priceTtc, discount = 0, quantity = 1, className }: PriceProps) {
  const currency = useRootStore((s) => s.currency);
  const rate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  const now = formatShopPrice(priceTtc * quantity, discount, currency, rate, language);
  return (
    <span className={['bk-price', className].filter(Boolean).join(' ')}>
      {discount > 0 && <s className="bk-price__old">{formatShopPrice(priceTtc * quantity, 0, currency, rate, language)}</s>}
      <span className="bk-price__now">{now}</span>
    </span>
  );
}
