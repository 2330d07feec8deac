import { useT } from '@bookshop/i18n';
import { isOutOfStock } from '@bookshop/store';
import { catalogCommonMessages } from '../../lib/common-messages';

/** How many are left: in stock, only a few, or the 'OUT OF STOCK' badge (stock below 1). */
export function StockState({ stock }: { stock: number }) {
  const t = useT(catalogCommonMessages);
  if (isOutOfStock(stock)) return <span className="stock stock--out">{t('outOfStock')}</span>;
  if (stock <= 3) return <span className="stock stock--low">{t('lowStock', { count: stock })}</span>;
  return <span className="stock stock--in">{t('inStock')}</span>;
}
