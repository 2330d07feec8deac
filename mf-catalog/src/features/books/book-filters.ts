/**
 * The /books filters live in the URL (shareable, the back button works): they are the fields of a GET form, so they
 * work before any script runs. A multi-value filter is a row of checkboxes of one name, which gives the rule of spec
 * section 4: ticking adds the value, unticking removes it, and a filter with none ticked leaves the URL.
 */
import { formatNumber, type SearchFilters } from '@bookshop/store';
import type { BoundedCount, FacetCounts, Language } from '@bookshop/contracts';
import type { ArticleListQuery } from '../../lib/api';
import type { ArticleFacetsQuery } from './api';

/** URL parameter of each multi-value filter, and the API parameter it becomes. */
export const LIST_FILTERS = { category: 'category_id', collection: 'collection_id', publisher: 'publisher_id' } as const;
export type ListFilter = keyof typeof LIST_FILTERS;

/** The multi-value filters held in the URL. */
export function readListFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {};
  for (const name of Object.keys(LIST_FILTERS) as ListFilter[]) {
    const values = params.getAll(name).map(Number).filter((id) => Number.isInteger(id) && id > 0);
    if (values.length > 0) filters[name] = [...new Set(values)];
  }
  return filters;
}

/** URL parameter of each collaborator filter (one person per role), and the API parameter it becomes. */
export const ROLE_FILTERS = { author: 'author_id', translator: 'translator_id', illustrator: 'illustrator_id' } as const;
export type RoleFilter = keyof typeof ROLE_FILTERS;

const euro = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** Every filter of the URL as the API's query. */
export function filtersToQuery(params: URLSearchParams): ArticleListQuery {
  const lists = readListFilters(params);
  const query: ArticleListQuery = {};
  for (const [name, apiName] of Object.entries(LIST_FILTERS) as Array<[ListFilter, (typeof LIST_FILTERS)[ListFilter]]>) {
    const values = lists[name];
    if (values) query[apiName] = values.map(Number);
  }
  const min = euro(params.get('min'));
  const max = euro(params.get('max'));
  if (min !== undefined) query.min_price = min;
  if (max !== undefined && (min === undefined || max >= min)) query.max_price = max;
  if (params.get('stock') === '1') query.in_stock = 1;
  if (params.get('forthcoming') === '1') query.forthcoming = 1;
  if (params.get('favorites') === '1') query.favorites = true;
  const location = Number(params.get('at'));
  if (Number.isInteger(location) && location > 0) query.available_at = location;
  for (const [name, apiName] of Object.entries(ROLE_FILTERS) as Array<[RoleFilter, (typeof ROLE_FILTERS)[RoleFilter]]>) {
    const collaboratorId = Number(params.get(name));
    if (Number.isInteger(collaboratorId) && collaboratorId > 0) query[apiName] = collaboratorId;
  }
  return query;
}

/** The URL's on/off filters: availability, and the booksellers' picks. */
const FLAG_FILTERS = ['stock', 'forthcoming', 'favorites'] as const;

/** Every URL parameter of a filter: the lists, the collaborators, the price range, the bookshop (`at`), availability and the picks. */
export const FILTER_PARAMS: readonly string[] = [...Object.keys(LIST_FILTERS), ...Object.keys(ROLE_FILTERS), 'min', 'max', 'at', ...FLAG_FILTERS];

/** The address without its filters (and back on page 1): its words and its order stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['page', ...FILTER_PARAMS]) next.delete(name);
  return next;
}

/**
 * A GET form's fields as the address it asks for, without the empty ones ("any author", a blank price): what the
 * browser would send without script, minus `author=&min=`. The page is never a field: another choice lists from page 1.
 */
export function filledFields(form: HTMLFormElement): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') fields.append(name, value);
  }
  return fields;
}

/** How many filters are on (for the phone's "Filters (n)" button). */
export function activeFilterCount(params: URLSearchParams): number {
  const lists = Object.values(readListFilters(params)).reduce((sum, values) => sum + values.length, 0);
  const singles = ['min', 'max', 'at', ...Object.keys(ROLE_FILTERS)].filter((name) => params.get(name)).length;
  return lists + singles + FLAG_FILTERS.filter((name) => params.get(name) === '1').length;
}

/** The list the address shows, as GET /articles/facets takes it: its words and filters, not its page or order. */
export function facetsQuery(params: URLSearchParams): ArticleFacetsQuery {
  const words = params.get('q')?.trim();
  return { ...filtersToQuery(params), ...(words ? { smart_search: words } : {}) };
}

/** How many books a filter value would list, as the panel shows it ("12", "1 000+"); null when unknown. */
export function facetCountText(count: BoundedCount | null, language: Language): string | null {
  if (!count) return null;
  const number = formatNumber(count.count, language);
  return count.exact ? number : `${number}+`;
}

/**
 * A value's count within a facet: its own, none when the facet was counted whole and left it out (it holds no book of
 * the list), unknown (null) when the facet was counted over the list's first books only.
 */
export function valueCount(counts: FacetCounts | undefined, id: number): BoundedCount | null {
  const found = counts?.values.find((value) => value.id === id);
  if (found) return found;
  return counts?.complete ? { count: 0, exact: true } : null;
}
