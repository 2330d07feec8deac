import { Link, useSearchParams } from 'react-router-dom';
import { STOCK_ALERT_CANCEL_PATH } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { cancelStockAlert } from './api';
import { stockAlertMessages } from './messages';

/**
 * /stock-alert-cancel?token=…: the link of a back-in-stock mail cancels its request. The call is idempotent and answers
 * the same for any token, so opening the link twice (or a mail scanner opening it first) only confirms again.
 */
export function StockAlertCancelPage() {
  const t = useT(stockAlertMessages);
  usePageMeta({ title: t('cancelTitle'), canonicalPath: STOCK_ALERT_CANCEL_PATH });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const result = useAsync(async () => {
    if (!token) throw new ApiError(400, 'validation_error', 'missing token', 'token');
    await cancelStockAlert(token);
  }, [token]);

  const malformed = result.status === 'error' && result.error instanceof ApiError && result.error.status === 400;
  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('cancelTitle')}</h1>
      <div className="account-form">
        {result.status === 'loading' && <LoadingBlock label={t('cancelling')} />}
        {result.status === 'success' && (
          <>
            <p className="account-form__done" role="status">
              {t('cancelled')}
            </p>
            <Link to="/books">{t('continueShopping')}</Link>
          </>
        )}
        {result.status === 'error' && (
          <>
            <p className="account-form__error" role="alert">
              {malformed ? t('cancelLinkMissing') : t('cancelFailed')}
            </p>
            {!malformed && <Button onClick={result.reload}>{t('retry')}</Button>}
          </>
        )}
      </div>
    </section>
  );
}
