import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { ExposedModuleId } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { uiMessages } from '@bookshop/ui';

/** A server-rendered page whose data or code failed: what failed is logged, the shopper gets a message and a retry. */
export function PageFailure({ error }: { error: unknown }) {
  const t = useT(uiMessages);
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error('[shell] the page failed', error);
  }, [error]);
  return (
    <div className="bk-fallback bk-fallback--page" role="alert" data-page-failure="">
      <span>{t('pageUnavailable')}</span>
      <button type="button" className="bk-button bk-button--secondary" disabled={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * A server-rendered page whose remote could not be loaded in the browser (the remote's fallback). Its Retry loads the
 * page anew: the router keeps the module it asked for a route, even a failed one.
 */
export function PageUnavailable({ id }: { id: ExposedModuleId }) {
  const t = useT(uiMessages);
  return (
    <div className="bk-fallback bk-fallback--page" role="alert" data-remote-fallback={id}>
      <span>{t('pageUnavailable')}</span>
      <button type="button" className="bk-button bk-button--secondary" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}
