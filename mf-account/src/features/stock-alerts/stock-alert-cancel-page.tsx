import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { STOCK_ALERT_CANCEL_PATH } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, settle, usePageMeta, useRetry, type Settled } from '@bookshop/ui';
import { cancelStockAlert } from './api';
import { stockAlertMessages } from './messages';

/**
 * The route's client loader: the link's request cancelled. The call is idempotent and answers the same for any token,
 * so opening the link twice (or a mail scanner opening it first, or the page read again in another language) only
 * confirms again.
 */
export function stockAlertCancelLoader({ request }: LoaderFunctionArgs): Promise<Settled<void>> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return settle(token ? cancelStockAlert(token) : Promise.reject(new ApiError(400, 'validation_error', 'missing token', 'token')), request);
}

/** /stock-alert-cancel?token=…: the link of a back-in-stock mail cancels its request. */
export function StockAlertCancelPage() {
  const t = useT(stockAlertMessages);
  usePageMeta({ title: t('cancelTitle'), canonicalPath: STOCK_ALERT_CANCEL_PATH });
  // Undefined before its loader has run (the server's page, the skeleton while it runs).
  const result = useLoaderData() as Settled<void> | undefined;
  const retry = useRetry();

  const malformed = result?.status === 'error' && result.error instanceof ApiError && result.error.status === 400;
  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('cancelTitle')}</h1>
      <div className="account-form">
        {!result && <LoadingBlock label={t('cancelling')} />}
        {result?.status === 'success' && (
          <>
            <p className="account-form__done" role="status">
              {t('cancelled')}
            </p>
            <Link to="/books">{t('continueShopping')}</Link>
          </>
        )}
        {result?.status === 'error' && (
          <>
            <p className="account-form__error" role="alert">
              {malformed ? t('cancelLinkMissing') : t('cancelFailed')}
            </p>
            {!malformed && <Button onClick={retry}>{t('retry')}</Button>}
          </>
        )}
      </div>
    </section>
  );
}
