import type { Article, ArticleForthcoming } from '@bookshop/contracts';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { isOutOfStock } from '@bookshop/store';
import { catalogCommonMessages } from '../../lib/common-messages';

/** When a forthcoming title comes out, as precisely as its publisher said it ("12 mars 2027", "mars 2027", "2027"). */
function forthcomingDate({ on, precision }: ArticleForthcoming, locale: string): string | null {
  if (on === null) return null;
  const day = new Date(`${on}T00:00:00Z`);
  if (precision === 'year') return String(day.getUTCFullYear());
  const parts: Intl.DateTimeFormatOptions = precision === 'month' ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' }).format(day);
}

/**
 * How many are left: in stock, only a few, or the 'OUT OF STOCK' badge (stock below 1); a title not out yet says
 * when it comes out instead ("À paraître le 12 mars 2027").
 */
export function StockState({ article }: { article: Pick<Article, '_qte_a_terme_calcule' | 'forthcoming'> }) {
  const t = useT(catalogCommonMessages);
  const language = useLanguage();
  const stock = article._qte_a_terme_calcule;
  if (article.forthcoming) {
    const date = forthcomingDate(article.forthcoming, localeOf(language));
    const text = date === null ? t('forthcoming') : t(article.forthcoming.precision === 'day' ? 'forthcomingOn' : 'forthcomingIn', { date });
    return <span className="stock stock--forthcoming">{text}</span>;
  }
  if (isOutOfStock(stock)) return <span className="stock stock--out">{t('outOfStock')}</span>;
  if (stock <= 3) return <span className="stock stock--low">{t('lowStock', { count: stock })}</span>;
  return <span className="stock stock--in">{t('inStock')}</span>;
}
