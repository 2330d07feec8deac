import { Link } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
import { catalogCommonMessages } from './common-messages';

/** A list or section that could not be read: say so and offer Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT(catalogCommonMessages);
  return (
    <div className="bk-fallback" role="alert">
      <p>{t('loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** What a page shows when its data could not be read: "not found" with a way back, or an error with Retry. */
export function PageError({ error, onRetry, notFound, backTo, backLabel }: { error: unknown; onRetry: () => void; notFound: string; backTo: string; backLabel: string }) {
  if (!(error instanceof ApiError && error.status === 404)) return <LoadError onRetry={onRetry} />;
  return (
    <div className="bk-fallback page-error" role="alert">
      <p>{notFound}</p>
      <Link className="bk-button bk-button--secondary" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}

/** A positive whole number from a route parameter, or null. */
export function routeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A rejected read for a route id that cannot exist, shown as "not found". */
export function notFoundError(): ApiError {
  return new ApiError(404, 'not_found', 'Not found');
}
