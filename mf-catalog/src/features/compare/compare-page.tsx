import { Link } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { LazyImage, LoadingBlock, Price, RemoteSlot, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchArticle } from '../../lib/catalog-api';
import { formatIsbn } from '../../lib/text';
import { LoadError } from '../../lib/page-states';
import { compareMessages } from './compare-messages';
import { StockState } from '../books/stock-state';

/** /compare: the (up to 3) books of the compare list side by side, read fresh from the server. */
export function ComparePage() {
  const t = useT(compareMessages);
  const ids = useRootStore((s) => s.compare);
  const books = useAsync(() => Promise.all(ids.map((id) => fetchArticle(id))), [ids.join(',')]);

  usePageMeta({ title: t('compareTitle'), canonicalPath: '/compare' });

  const remove = (id: number) => rootStore.getState().setCompare(rootStore.getState().compare.filter((entry) => entry !== id));

  return (
    <section className="compare-page" data-boundary="catalog">
      <h1>{t('compareTitle')}</h1>
      {ids.length === 0 && (
        <div className="compare-page__empty">
          <p>{t('compareEmpty')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('booksTitle')}
          </Link>
        </div>
      )}
      {ids.length > 0 && books.status === 'loading' && <LoadingBlock />}
      {ids.length > 0 && books.status === 'error' && <LoadError onRetry={books.reload} />}
      {ids.length > 0 && books.status === 'success' && <CompareTable books={books.data} onRemove={remove} />}
    </section>
  );
}

function CompareTable({ books, onRemove }: { books: Article[]; onRemove: (id: number) => void }) {
  const t = useT(compareMessages);
  const rows: Array<[string, (book: Article) => React.ReactNode]> = [
    [t('author'), (book) => book.dc_auteur?._nom ?? '—'],
    [t('price'), (book) => <Price priceTtc={book._prix_public_ttc} discount={book.discount} />],
    [t('stock'), (book) => <StockState stock={book._qte_a_terme_calcule} />],
    [t('translator'), (book) => book.dc_traducteur?._nom ?? '—'],
    [t('illustrator'), (book) => book.dc_illustrateur?._nom ?? '—'],
    [t('publisher'), (book) => book.dc_editor?.title ?? '—'],
    [t('collection'), (book) => book.dc_collection?.nom ?? '—'],
    [t('language'), (book) => (book.language === 'en' ? t('languageEn') : t('languageFr'))],
    [t('isbn'), (book) => formatIsbn(book._code_barre)],
    [t('weight'), (book) => t('grams', { weight: book._poids_net })],
  ];
  return (
    <div className="compare-table__scroll">
      <table className="compare-table">
        <thead>
          <tr>
            <td />
            {books.map((book) => (
              <th key={book.id} scope="col">
                <Link to={`/bookdetails/${book.id}`} className="compare-table__book">
                  <LazyImage src={book.articleimage[0]?.link ?? ''} alt="" width={120} height={180} eager />
                  <span>{book.designation}</span>
                </Link>
                <button type="button" className="bk-button bk-button--ghost" aria-label={t('compareRemove', { title: book.designation })} onClick={() => onRemove(book.id)}>
                  {t('removeFromCompare')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {books.map((book) => (
                <td key={book.id}>{cell(book)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {books.map((book) => (
              <td key={book.id}>
                <RemoteSlot id="cart/add-to-cart-button" props={{ articleId: book.id }} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
