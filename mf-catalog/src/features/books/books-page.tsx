import { useId } from 'react';
import { Form, redirect, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import type { ArticleSort, CategoryStep, Language, ListAnswer } from '@bookshop/contracts';
import { formatNumber } from '@bookshop/store';
import { useLanguage, useT } from '@bookshop/i18n';
import { LoadingBlock, usePageMeta, useRetry } from '@bookshop/ui';
import { fetchArticles, fetchCategories, fromRequest } from '../../lib/api';
import { LoadError, orNull } from '../../lib/page-states';
import { booksMessages } from './books-messages';
import { Pagination, useListTop } from '../../lib/pagination';
import { BookGrid, toCards, type CardArticle } from './book-card';
import { filtersToQuery, readListFilters } from './book-filters';
import { Breadcrumb, loadCategoryPath } from '../../lib/breadcrumb';
import { FilterPanel, KeptFields, useSendForm } from './filter-panel';
import { CategoryTree, useWholeCategoryList } from '../categories/category-menu';
import { toCategoryEntries, type CategoryEntry } from '../categories/category-tree';
import './books-page.css';

export const PAGE_SIZE = 24;
/**
 * Covers loaded at once: the grid's first row at its widest (five columns beside the filter panel, catalog.css). A
 * lazy cover there is fetched only after layout, and the largest contentful paint fell on it (the fifth column's
 * cover is a pixel larger than the others after rounding): a desktop's LCP on /books was 4.4 times the static page's.
 */
const FIRST_ROW_COVERS = 5;

const SORTS: ReadonlyArray<{ value: ArticleSort; label: keyof typeof booksMessages.fr }> = [
  { value: 'newest', label: 'sortNewest' },
  { value: 'best_sales', label: 'sortBestSales' },
  { value: 'price_asc', label: 'sortPriceAsc' },
  { value: 'price_desc', label: 'sortPriceDesc' },
  { value: 'title', label: 'sortTitle' },
];

function readSort(value: string | null): ArticleSort {
  return SORTS.some((sort) => sort.value === value) ? (value as ArticleSort) : 'newest';
}

/** What the address asks for: page, sort and words (the filters are read by `filtersToQuery`). */
function readListView(params: URLSearchParams) {
  return { page: Math.max(1, Number(params.get('page')) || 1), sort: readSort(params.get('sort')), query: params.get('q')?.trim() ?? '' };
}

/**
 * What /books shows: the page of books (null when it could not be read: Retry), the path of the one category it lists
 * (the breadcrumb), and the category tree beside it.
 */
export interface BooksData {
  books: ListAnswer<CardArticle> | null;
  categoryPath: CategoryStep[] | null;
  /**
   * The side menu's and the filters' categories as the page first draws them: level 1 and the listed categories'
   * branches (failures leave them empty, spec section 8).
   */
  categories: CategoryEntry[];
}

/**
 * The route's loader: the page of books the address asks for, the categories, and, when the list is one category's,
 * that category's path for the breadcrumb. A page past the ones a large list lets a shopper browse (an old link)
 * leads to the list's first page.
 */
export async function booksLoader({ request }: LoaderFunctionArgs): Promise<BooksData> {
  const url = new URL(request.url);
  const call = fromRequest(request);
  const { page, sort, query } = readListView(url.searchParams);
  const read = fetchArticles({ page, page_size: PAGE_SIZE, sort, ...(query ? { smart_search: query } : {}), ...filtersToQuery(url.searchParams) }, call);
  const listed = readListFilters(url.searchParams).category ?? [];
  const onlyCategory = listed.length === 1 ? listed[0] : undefined;
  const open = listed.map(Number).filter(Number.isInteger);
  const [books, categoryPath, categories] = await Promise.all([
    orNull(
      read.then(toCards, (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 400 && error.field === 'page')) throw error;
        url.searchParams.delete('page');
        throw redirect(`${url.pathname}${url.search}`);
      }),
      request,
    ),
    onlyCategory === undefined ? null : loadCategoryPath(Number(onlyCategory), request),
    orNull(fetchCategories(call), request).then((found) => toCategoryEntries(found ?? [], open)),
  ]);
  return { books, categoryPath, categories };
}

/** "24 livres", or "Plus de 1 000 livres" when the list counted up to its limit only. */
function countText(t: (key: 'booksCount' | 'booksCountMore', vars: { count: number | string }) => string, answer: ListAnswer<CardArticle>, language: Language): string {
  const total = answer.total ?? 0;
  if (answer.total_exact !== false) return t('booksCount', { count: total });
  return t('booksCountMore', { count: formatNumber(total, language) });
}

/**
 * Beside the list: the category tree and the filters, drawn from the categories the page came with, then from the
 * whole list once the browser has read it (only this part draws again then, not the list).
 */
function BooksSide({ firstCategories, params }: { firstCategories: CategoryEntry[]; params: URLSearchParams }) {
  const categories = useWholeCategoryList(firstCategories);
  return (
    <div className="books-page__side">
      {/* Above the filters: they fill in after the page (collections, publishers) and would push it down. */}
      {categories.length > 0 && <CategoryTree categories={categories} variant="side" />}
      <FilterPanel params={params} categories={categories} />
    </div>
  );
}

/**
 * /books: the catalogue from the server, sorted and paginated. The state lives in the URL (shareable, back works) and
 * every control is a link or a GET form to it, so a shopper without script (or before it runs) and a crawler can
 * search, filter, sort and page; with script the router reads the next list in place.
 */
export function BooksPage() {
  const t = useT(booksMessages);
  const language = useLanguage();
  const sortId = useId();
  const send = useSendForm();
  const [params] = useSearchParams();
  const { page, query } = readListView(params);
  const { books: answer, categoryPath, categories } = useLoaderData<BooksData>();
  const retry = useRetry();
  // Another page, sort or filter of this list on its way: the results wait under a loading block, and the controls
  // already show the choice made (the address only changes once the list is read).
  const navigation = useNavigation();
  const changing = navigation.state === 'loading' && navigation.location.pathname === '/books';
  const chosen = changing ? new URLSearchParams(navigation.location.search) : params;
  const listTop = useListTop<HTMLElement>(page);

  usePageMeta({ title: query ? t('booksSearchTitle', { query }) : t('booksTitle'), description: t('homeIntro'), canonicalPath: '/books' });

  const total = answer?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section className="books-page" data-boundary="catalog" ref={listTop}>
      {categoryPath && categoryPath.length > 0 && <Breadcrumb path={categoryPath} />}
      <div className="books-page__head">
        <h1>{query ? t('booksSearchTitle', { query }) : t('booksTitle')}</h1>
        {answer && <p className="books-page__count">{countText(t, answer, language)}</p>}
        <Form method="get" action="/books" className="books-page__sort">
          <label htmlFor={sortId}>{t('sortLabel')}</label>
          <select id={sortId} name="sort" value={readListView(chosen).sort} onChange={(event) => send(event.currentTarget.form)}>
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
          <KeptFields params={chosen} keep={(name) => name !== 'sort'} />
          {/* Only without script: with it, choosing sends the form. */}
          <noscript>
            <button type="submit" className="bk-button bk-button--secondary">
              {t('applySort')}
            </button>
          </noscript>
        </Form>
      </div>

      <div className="books-page__layout">
        <BooksSide firstCategories={categories} params={chosen} />
        <div className="books-page__results">
          {changing && <LoadingBlock />}
          {!changing && !answer && <LoadError onRetry={retry} />}
          {!changing && answer && answer.data.length === 0 && <p className="empty-state">{query ? t('noResults', { query }) : t('emptyList')}</p>}
          {!changing && answer && answer.data.length > 0 && (
            <>
              <BookGrid articles={answer.data} eagerCount={FIRST_ROW_COVERS} titleLevel={2} />
              <Pagination page={page} pages={pages} />
              {answer.total_exact === false && page >= pages && <p className="books-page__window-end">{t('listWindowEnd', { count: formatNumber(total, language) })}</p>}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
