import type { Article } from '@bookshop/contracts';
import { formatPublicationDate } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { isOutOfStock } from '@bookshop/store';
import { catalogCommonMessages } from '../../lib/common-messages';

/**
 * How many are left: in stock, only a few, or the 'OUT OF STOCK' badge (stock below 1); a title not out yet says
 * when it comes out instead ("À paraître le 12 mars 2027").
 */
export function StockState({ article }: { article: Pick<Article, '_qte_a_terme_calcule' | 'forthcoming'> }) {
  const t = useT(catalogCommonMessages);
  const language = useLanguage();
  const stock = article._qte_a_terme_calcule;
  if (article.forthcoming) {
    const { on, precision } = article.forthcoming;
    const text =
      on === null ? t('forthcoming') : t(precision === 'day' ? 'forthcomingOn' : 'forthcomingIn', { date: formatPublicationDate(on, precision, language) });
    return <span className="stock stock--forthcoming">{text}</span>;
  }
  if (isOutOfStock(stock)) return <span className="stock stock--out">{t('outOfStock')}</span>;
  if (stock <= 3) return <span className="stock stock--low">{t('lowStock', { count: stock })}</span>;
  return <span className="stock stock--in">{t('inStock')}</span>;
}
