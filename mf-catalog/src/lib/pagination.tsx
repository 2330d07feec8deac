import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { catalogCommonMessages } from './common-messages';

/** The current address's query with another page (page 1 is the address without one: one URL per page). */
function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Previous / page N of M / next, as links to the same address with another page: they work before any script runs
 * (and a crawler follows them); with it, the router reads the next page in place. An end with no page beyond stays in
 * its place, greyed, so the pager does not move; it is no control, so assistive technologies skip it.
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useT(catalogCommonMessages);
  const { search } = useLocation();
  if (pages <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next', label: string) =>
    to >= 1 && to <= pages ? (
      <Link className="bk-button bk-button--secondary" to={{ search: pageSearch(search, to) }} rel={rel}>
        {label}
      </Link>
    ) : (
      <span className="bk-button bk-button--secondary pagination__end" aria-hidden="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {step(page - 1, 'prev', t('previous'))}
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      {step(page + 1, 'next', t('next'))}
    </nav>
  );
}

/**
 * The top of a paged list, brought into view when its page changes (the pager, or back to page 1 after another
 * choice). The shell resets the scroll when the path changes (spec section 2); another page of the same list keeps the
 * path, and the pager at the bottom would leave the shopper at the bottom of the next page. The first page shown, and
 * other changes of the address that keep the page (a filter ticked on page 1), leave the scroll where it is.
 */
export function useListTop<T extends HTMLElement>(page: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    ref.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  return ref;
}
