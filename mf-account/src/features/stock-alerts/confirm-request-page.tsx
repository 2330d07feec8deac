import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { NEWSLETTER_CONFIRM_PATH, STOCK_ALERT_CONFIRM_PATH } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, usePageMeta } from '@bookshop/ui';
import { confirmNewsletter, confirmStockAlert } from './api';
import { stockAlertMessages } from './messages';

type Key = keyof typeof stockAlertMessages.fr;

/** What each confirmation link confirms: the page's texts and its call. */
const KINDS = {
  [STOCK_ALERT_CONFIRM_PATH]: { title: 'confirmAlertTitle', intro: 'confirmAlertIntro', done: 'confirmAlertDone', confirm: confirmStockAlert },
  [NEWSLETTER_CONFIRM_PATH]: { title: 'confirmNewsletterTitle', intro: 'confirmNewsletterIntro', done: 'confirmNewsletterDone', confirm: confirmNewsletter },
} satisfies Record<string, { title: Key; intro: Key; done: Key; confirm: (token: string) => Promise<void> }>;

type State = { status: 'idle' | 'busy' | 'done' } | { status: 'error'; message: Key };

/**
 * /confirm/stock-alert?token=… and /confirm/newsletter?token=…: the double opt-in of a back-in-stock request or a
 * newsletter subscription. Confirmed on a button press, never on load: mail scanners open every link of a mail, and
 * would otherwise confirm what a stranger asked for with this address.
 */
export function ConfirmRequestPage() {
  const t = useT(stockAlertMessages);
  const { pathname } = useLocation();
  const kind = pathname === NEWSLETTER_CONFIRM_PATH ? KINDS[NEWSLETTER_CONFIRM_PATH] : KINDS[STOCK_ALERT_CONFIRM_PATH];
  usePageMeta({ title: t(kind.title), canonicalPath: pathname === NEWSLETTER_CONFIRM_PATH ? NEWSLETTER_CONFIRM_PATH : STOCK_ALERT_CONFIRM_PATH });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { status: 'idle' } : { status: 'error', message: 'confirmLinkMissing' });

  const confirm = async () => {
    setState({ status: 'busy' });
    try {
      await kind.confirm(token);
      setState({ status: 'done' });
    } catch (error) {
      // A 400 is the link itself (used, replaced, cut short): trying again cannot help. Anything else may pass later.
      const spent = error instanceof ApiError && error.status === 400;
      setState({ status: 'error', message: spent ? 'confirmLinkSpent' : 'confirmFailed' });
    }
  };

  const canTry = token !== '' && (state.status === 'idle' || state.status === 'busy' || (state.status === 'error' && state.message === 'confirmFailed'));
  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t(kind.title)}</h1>
      <div className="account-form">
        {state.status === 'done' ? (
          <>
            <p className="account-form__done" role="status">
              {t(kind.done)}
            </p>
            <Link to="/books">{t('continueShopping')}</Link>
          </>
        ) : (
          <>
            {state.status === 'error' && (
              <p className="account-form__error" role="alert">
                {t(state.message)}
              </p>
            )}
            {canTry && (
              <>
                <p>{t(kind.intro)}</p>
                <Button busy={state.status === 'busy'} onClick={() => void confirm()}>
                  {t('confirmButton')}
                </Button>
                <p className="account-form-page__intro">{t('confirmNotYou')}</p>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
