/**
 * The parts every admin list shares: its query (search, sort, direction, page) held in the URL so a reload or a
 * shared link shows the same page, sortable column headers, the search box, the pager, and the loading / error /
 * empty states. The server does the searching, sorting and paging; these only ask for it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLoaderData, useLocation, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { AdminListQuery, PagedAnswer } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, settle, useRetry, type AsyncState, type Settled } from '@bookshop/ui';
import { adminMessages } from '../messages';

/** Pause after the last key before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

export interface AdminList<T, K extends string> {
  query: Required<Pick<AdminListQuery<K>, 'sort' | 'dir' | 'page'>> & { q: string; filters: Record<string, string> };
  state: (Settled<PagedAnswer<T>> | Extract<AsyncState<PagedAnswer<T>>, { status: 'loading' }>) & { reload: () => void };
  setSearch(q: string): void;
  setSort(key: K): void;
  setPage(page: number): void;
  /** Sets one extra filter of the list (a status, a date…); empty removes it. Goes back to page 1. */
  setFilter(name: string, value: string): void;
}

/** A list's query as its address says it (the defaults where it says nothing). */
function listQuery<K extends string>(params: URLSearchParams, defaults: { sort: K; dir: 'asc' | 'desc' }, filterNames: readonly string[]): AdminList<unknown, K>['query'] {
  const dir = params.get('dir');
  return {
    q: params.get('q') ?? '',
    sort: (params.get('sort') as K | null) ?? defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
    page: Math.max(1, Number(params.get('page')) || 1),
    filters: Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
  };
}

/**
 * A server-side list page whose query lives in the URL's search parameters: its route's `loader` reads the rows the
 * address asks for (a changed query is a navigation, which runs it again), and `use` gives the page its rows and the
 * setters of its query. `filterNames` are the extra parameters the list reads (status, from, to…); `read` receives
 * the whole query.
 */
export function defineAdminList<T, K extends string>(
  read: (query: AdminListQuery<K> & Record<string, string | number | undefined>) => Promise<PagedAnswer<T>>,
  defaults: { sort: K; dir: 'asc' | 'desc' },
  filterNames: readonly string[] = [],
) {
  const loader = ({ request }: LoaderFunctionArgs): Promise<Settled<PagedAnswer<T>>> => {
    const { q, sort, dir, page, filters } = listQuery(new URL(request.url).searchParams, defaults, filterNames);
    return settle(read({ ...(q ? { q } : {}), sort, dir, page, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) }), request);
  };

  function use(): AdminList<T, K> {
    const [params, setParams] = useSearchParams();
    const { pathname } = useLocation();
    const navigation = useNavigation();
    // Undefined until the loader has read for staff (just after the login, while it runs).
    const loaded = useLoaderData() as Settled<PagedAnswer<T>> | null | undefined;
    const reload = useRetry();
    const query = listQuery(params, defaults, filterNames);
    // A change builds on the query being loaded, if one is: the address only changes once its rows are in, and React
    // Router's setSearchParams hands its updater the parameters shown, so a filter chosen while a search loads would
    // otherwise drop the search (and a second click on a column would turn round the order shown, not the one asked).
    const pending = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search) : params;
    const { sort, dir } = listQuery(pending, defaults, filterNames);
    const update = (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(pending);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      setParams(next, { replace: true });
    };
    return {
      query,
      state: loaded ? { ...loaded, reload } : { status: 'loading', data: undefined, error: undefined, reload },
      setSearch: (text) => update({ q: text.trim(), page: null }),
      // A second click on the sorted column turns its direction round.
      setSort: (key) => update({ sort: key, dir: key === sort && dir === 'asc' ? 'desc' : 'asc', page: null }),
      setPage: (next) => update({ page: next > 1 ? String(next) : null }),
      setFilter: (name, value) => update({ [name]: value, page: null }),
    };
  }

  return { loader, use };
}

/** A search input that sends its text after a short pause (and at once on Enter). */
export function AdminSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The URL's search may change from outside (back button, a link): the box follows it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const typedAt = window.location.pathname;
    const timer = setTimeout(() => {
      // Staff who typed then clicked a row within the pause have left the list: its page may still be on screen (the
      // next page renders in a transition), but the address has moved on, and this search would take them back.
      if (window.location.pathname === typedAt) onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // onSearch is a new function each render; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, value]);
  return (
    <label className="admin-search">
      <span>{label}</span>
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
      />
    </label>
  );
}

/** A column header that sorts the list by its key; screen readers hear the current order through aria-sort. */
export function SortHeader<K extends string>({ list, sortKey, children }: { list: AdminList<unknown, K>; sortKey: K; children: ReactNode }) {
  const active = list.query.sort === sortKey;
  const ariaSort = active ? (list.query.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="admin-sort" onClick={() => list.setSort(sortKey)}>
        {children}
        <span aria-hidden="true">{active ? (list.query.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** A select filter of the list, held in the URL like the search: the empty value shows every row. */
export function ListFilter({
  list,
  name,
  label,
  allLabel,
  options,
}: {
  list: AdminList<unknown, string>;
  name: string;
  label: string;
  allLabel: string;
  options: ReadonlyArray<readonly [value: string, text: string]>;
}) {
  return (
    <label className="admin-search">
      <span>{label}</span>
      <select value={list.query.filters[name] ?? ''} onChange={(event) => list.setFilter(name, event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An admin table that scrolls sideways on narrow screens; `head` holds the header row's cells. */
export function AdminTable({ caption, className, head, children }: { caption?: string; className?: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className={className ? `admin-table ${className}` : 'admin-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's plain column heads, for AdminTable's `head`. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <th key={label} scope="col">
      {label}
    </th>
  ));
}

/**
 * The list's states: a loading block, an error with Retry, the `empty` text, or the rows (`children`) followed by
 * the pager.
 */
export function AdminListBody<T>({ list, empty, children }: { list: AdminList<T, string>; empty: string; children: (rows: T[]) => ReactNode }) {
  const t = useT(adminMessages);
  const { state } = list;
  if (state.status === 'loading') return <LoadingBlock />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="admin-list-error">
        <p>{t('listError')}</p>
        <Button onClick={state.reload}>{t('retry')}</Button>
      </div>
    );
  }
  if (state.data.data.length === 0) return <p className="admin-empty">{empty}</p>;
  const pages = Math.max(1, Math.ceil(state.data.total / state.data.page_size));
  const { page } = list.query;
  return (
    <>
      {children(state.data.data)}
      <nav className="admin-pager" aria-label={t('pageOf', { page, pages })}>
        <Button variant="ghost" disabled={page <= 1} onClick={() => list.setPage(page - 1)}>
          {t('previousPage')}
        </Button>
        <span>
          {t('pageOf', { page, pages })} · {t(state.data.total_exact === false ? 'rowCountMore' : 'rowCount', { count: state.data.total })}
        </span>
        <Button variant="ghost" disabled={page >= pages} onClick={() => list.setPage(page + 1)}>
          {t('nextPage')}
        </Button>
      </nav>
    </>
  );
}
