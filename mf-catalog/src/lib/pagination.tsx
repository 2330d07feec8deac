import { useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
import { catalogCommonMessages } from './common-messages';

/** Previous / page N of M / next. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT(catalogCommonMessages);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
