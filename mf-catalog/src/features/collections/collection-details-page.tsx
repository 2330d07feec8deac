import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { CollectionDetails, ListAnswer } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { htmlToText, LoadingBlock, usePageMeta, useRetry } from '@bookshop/ui';
import { fetchArticles, fromRequest } from '../../lib/api';
import { fetchCollection } from './api';
import { LoadError, orNotFound, orNull, requiredRouteId, RouteError } from '../../lib/page-states';
import { Pagination, useListTop } from '../../lib/pagination';
import { collectionsMessages } from './collections-messages';
import { BookGrid, toCards, type CardArticle } from '../books/book-card';
import { PAGE_SIZE } from '../books/books-page';

export interface CollectionData {
  collection: CollectionDetails;
  /** The page of its books the address asks for; null when it could not be read (Retry). */
  books: ListAnswer<CardArticle> | null;
}

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The route's loader: the collection (or the route's 404) and the page of its books. */
export async function collectionDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<CollectionData> {
  const id = requiredRouteId(params.id);
  const call = fromRequest(request);
  const page = pageOf(new URL(request.url).searchParams);
  const [collection, books] = await Promise.all([
    orNotFound(fetchCollection(id, call)),
    orNull(fetchArticles({ collection_id: [id], page, page_size: PAGE_SIZE, sort: 'title' }, call).then(toCards), request),
  ]);
  return { collection, books };
}

/** The route's error boundary: no collection by that id, or the page could not be read. */
export function CollectionDetailsError() {
  const t = useT(collectionsMessages);
  usePageMeta({ title: t('collectionsTitle') });
  return <RouteError notFound={t('collectionNotFound')} backTo="/collections" backLabel={t('backToCollections')} />;
}

/** /collection-details/{id}: the collection and its books, a page at a time from the server. */
export function CollectionDetailsPage() {
  const t = useT(collectionsMessages);
  const { collection, books } = useLoaderData<CollectionData>();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const listTop = useListTop<HTMLElement>(page);
  const retry = useRetry();
  const navigation = useNavigation();
  const changing = navigation.state === 'loading' && navigation.location.pathname === `/collection-details/${collection.id}`;
  usePageMeta({
    title: collection.nom,
    description: collection.description ? htmlToText(collection.description) : undefined,
    canonicalPath: `/collection-details/${collection.id}`,
  });
  const pages = books ? Math.max(1, Math.ceil((books.total ?? 0) / PAGE_SIZE)) : 1;
  return (
    <article className="detail-page" data-boundary="catalog" ref={listTop}>
      <p className="detail-page__crumb">
        <Link to="/collections">{t('collectionsTitle')}</Link>
      </p>
      <h1>{collection.nom}</h1>
      <p className="detail-page__meta">{t('booksCount', { count: collection.book_count })}</p>
      {collection.description && <div className="detail-page__lead" dangerouslySetInnerHTML={{ __html: collection.description }} />}
      {changing && <LoadingBlock />}
      {!changing && !books && <LoadError onRetry={retry} />}
      {!changing && books && (
        <>
          <BookGrid articles={books.data} titleLevel={2} />
          <Pagination page={page} pages={pages} />
        </>
      )}
    </article>
  );
}
