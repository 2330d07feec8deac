import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, useRetry } from '@bookshop/ui';
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

/**
 * A route's error boundary: "not found" with a way back when its loader answered 404, else an error with Retry (which
 * runs the loader again).
 */
export function RouteError({ notFound, backTo, backLabel }: { notFound: string; backTo: string; backLabel: string }) {
  const error = useRouteError();
  const retry = useRetry();
  const shown = isRouteErrorResponse(error) && error.status === 404 ? notFoundError() : error;
  return <PageError error={shown} onRetry={retry} notFound={notFound} backTo={backTo} backLabel={backLabel} />;
}

/** In a route loader: a read the API answered 404 becomes the route's 404 (the server answers the page with it). */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * In a route loader: a read that failed becomes null, which the page shows as its error with Retry. A redirect the
 * read threw (a Response) is the router's to follow.
 */
export async function orNull<T>(read: Promise<T>, request: Request): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (request.signal.aborted || error instanceof Response) throw error;
    return null;
  }
}

/** A route id from the route's parameter, or the route's 404. */
export function requiredRouteId(value: string | undefined): number {
  const id = routeId(value);
  if (!id) throw data(null, { status: 404 });
  return id;
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
