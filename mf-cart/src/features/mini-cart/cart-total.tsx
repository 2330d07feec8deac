import { cartTotal, formatShopPrice, useRootStore } from '@bookshop/store';

/** The cart total in the shopper's currency. */
export function CartTotal() {
  const total = useRootStore((s) => cartTotal(s.cart));
  const currency = useRootStore((s) => s.currency);
  const rate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  return <span className="cart-total">{formatShopPrice(total, 0, currency, rate, language)}</span>;
}
