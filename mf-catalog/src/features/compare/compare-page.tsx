import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { LazyImage, LoadingBlock, Price, RemoteSlot, usePageMeta, useRetry } from '@bookshop/ui';
import { fetchArticle } from '../../lib/api';
import { LoadError, orNull } from '../../lib/page-states';
import { compareMessages } from './compare-messages';
import { StockState } from '../books/stock-state';
import './compare.css';

/** A book of the compare list, or null when it is no longer on sale (the API answers 404 for an unpublished book). */
async function bookOnSale(id: number): Promise<Article | null> {
  try {
    return await fetchArticle(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

interface Compared {
  books: Article[];
  /** The ids taken off sale since they were added: they leave the list, and the page says so. */
  withdrawn: number[];
}

/**
 * The route's client loader: the books of the compare list, read fresh from the server (null when they could not be
 * read: Retry). A book taken off sale leaves the list.
 */
export function compareLoader({ request }: LoaderFunctionArgs): Promise<Compared | null> {
  const read = async () => {
    const ids = rootStore.getState().compare;
    const found = await Promise.all(ids.map(bookOnSale));
    const withdrawn = ids.filter((_, index) => found[index] === null);
    if (withdrawn.length > 0) rootStore.getState().setCompare(rootStore.getState().compare.filter((id) => !withdrawn.includes(id)));
    return { books: found.filter((book): book is Article => book !== null), withdrawn };
  };
  return orNull(read(), request);
}

/**
 * /compare: the (up to 3) books of the compare list side by side. A book taken off sale since it was added leaves the
 * list, and the page says so; the others stay.
 */
export function ComparePage() {
  const t = useT(compareMessages);
  const ids = useRootStore((s) => s.compare);
  const compared = useLoaderData<Compared | null | undefined>();
  const retry = useRetry();
  const withdrawn = compared?.withdrawn.length ?? 0;
  // A book removed here leaves the table at once; nothing needs reading again.
  const books = compared?.books.filter((book) => ids.includes(book.id));

  usePageMeta({ title: t('compareTitle'), canonicalPath: '/compare' });

  const remove = (id: number) => rootStore.getState().setCompare(rootStore.getState().compare.filter((entry) => entry !== id));

  return (
    <section className="compare-page" data-boundary="catalog">
      <h1>{t('compareTitle')}</h1>
      {withdrawn > 0 && (
        <p className="compare-page__notice" role="status">
          {t(withdrawn === 1 ? 'compareWithdrawnOne' : 'compareWithdrawnMany', { count: withdrawn })}
        </p>
      )}
      {compared !== undefined && ids.length === 0 && (
        <div className="compare-page__empty">
          <p>{t('compareEmpty')}</p>
          <Link className="bk-button bk-button--primary" to="/books">
            {t('booksTitle')}
          </Link>
        </div>
      )}
      {compared === undefined && <LoadingBlock />}
      {ids.length > 0 && compared === null && <LoadError onRetry={retry} />}
      {ids.length > 0 && books && <CompareTable books={books} onRemove={remove} />}
    </section>
  );
}

function CompareTable({ books, onRemove }: { books: Article[]; onRemove: (id: number) => void }) {
  const t = useT(compareMessages);
  const rows: Array<[string, (book: Article) => React.ReactNode]> = [
    [t('author'), (book) => book.dc_auteur?._nom ?? '—'],
    [t('price'), (book) => <Price priceTtc={book._prix_public_ttc} discount={book.discount} />],
    [t('stock'), (book) => <StockState article={book} />],
    [t('translator'), (book) => book.dc_traducteur?._nom ?? '—'],
    [t('illustrator'), (book) => book.dc_illustrateur?._nom ?? '—'],
    [t('publisher'), (book) => book.dc_editor?.title ?? '—'],
    [t('collection'), (book) => book.dc_collection?.nom ?? '—'],
    [t('language'), (book) => (book.language === 'en' ? t('languageEn') : t('languageFr'))],
    [t('isbn'), (book) => book.isbn_hyphenated],
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
                  <LazyImage src={book.articleimage[0]?.link ?? ''} alt="" width={120} height={180} eager sizes="120px" />
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
                <RemoteSlot id="cart/add-to-cart-button" props={{ articleId: book.id, article: book }} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
