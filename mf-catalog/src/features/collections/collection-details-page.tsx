import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta, htmlToText } from '@bookshop/ui';
import { fetchArticles, fetchCollection } from '../../lib/catalog-api';
import { notFoundError, PageError, routeId } from '../../lib/page-states';
import { Pagination } from '../../lib/pagination';
import { collectionsMessages } from './collections-messages';
import { BookGrid } from '../books/book-card';
import { PAGE_SIZE } from '../books/books-page';

/** /collection-details/{id}: the collection and its books, a page at a time from the server. */
export function CollectionDetailsPage() {
  const t = useT(collectionsMessages);
  const id = routeId(useParams().id);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const language = useRootStore((s) => s.language);
  const collection = useAsync(() => (id ? fetchCollection(id) : Promise.reject(notFoundError())), [id, language]);
  const books = useAsync(() => (id ? fetchArticles({ collection_id: [id], page, page_size: PAGE_SIZE, sort: 'title' }) : Promise.reject(notFoundError())), [id, page]);
  usePageMeta({
    title: collection.status === 'success' ? collection.data.nom : t('collectionsTitle'),
    description: collection.status === 'success' && collection.data.description ? htmlToText(collection.data.description) : undefined,
    canonicalPath: id ? `/collection-details/${id}` : undefined,
  });

  if (collection.status === 'loading') return <LoadingBlock />;
  if (collection.status === 'error')
    return <PageError error={collection.error} onRetry={collection.reload} notFound={t('collectionNotFound')} backTo="/collections" backLabel={t('backToCollections')} />;
  const pages = books.status === 'success' ? Math.max(1, Math.ceil((books.data.total ?? 0) / PAGE_SIZE)) : 1;
  return (
    <article className="detail-page" data-boundary="catalog">
      <p className="detail-page__crumb">
        <Link to="/collections">{t('collectionsTitle')}</Link>
      </p>
      <h1>{collection.data.nom}</h1>
      <p className="detail-page__meta">{t('booksCount', { count: collection.data.book_count })}</p>
      {collection.data.description && <div className="detail-page__lead" dangerouslySetInnerHTML={{ __html: collection.data.description }} />}
      {books.status === 'loading' && <LoadingBlock />}
      {books.status === 'error' && <PageError error={books.error} onRetry={books.reload} notFound={t('collectionNotFound')} backTo="/collections" backLabel={t('backToCollections')} />}
      {books.status === 'success' && (
        <>
          <BookGrid articles={books.data.data} titleLevel={2} />
          <Pagination page={page} pages={pages} onPage={(next) => setParams({ page: String(next) })} />
        </>
      )}
    </article>
  );
}
