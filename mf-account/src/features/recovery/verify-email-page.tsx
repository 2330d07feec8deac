import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, usePageMeta } from '@bookshop/ui';
import { verifyEmail } from './api';
import { recoveryMessages } from './messages';
import { ResendVerificationButton } from './resend-verification-button';

type Outcome = { status: 'idle' | 'busy' } | { status: 'done'; email: string; cleared: boolean } | { status: 'failed'; invalid: boolean };

/**
 * /verify-email?token=…: confirms the email address of the mailed link, on a button press rather than on load (mail
 * scanners open links before their reader does, and the link is single-use). The held session's bearer goes with the
 * call: without a session of the account, the API hands the account to the mailbox's owner without the password and
 * details entered before, so the page offers to sign in first and says afterwards what happened.
 */
export function VerifyEmailPage() {
  const t = useT(recoveryMessages);
  usePageMeta({ title: t('verifyTitle'), canonicalPath: '/verify-email' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useRootStore((s) => s.user);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const confirm = async () => {
    setOutcome({ status: 'busy' });
    try {
      const confirmed = await verifyEmail(token);
      // The held user, when it is the same account, now shows as confirmed.
      const held = rootStore.getState().user;
      if (!confirmed.cleared && held && held.email === confirmed.email) rootStore.getState().setUser({ ...held, email_verified: true });
      setOutcome({ status: 'done', ...confirmed });
    } catch (failure) {
      setOutcome({ status: 'failed', invalid: failure instanceof ApiError && failure.status === 400 });
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('verifyTitle')}</h1>
      <div className="account-form">
        {!token && (
          <p className="account-form__error" role="alert">
            {t('linkMissing')}
          </p>
        )}
        {token && (outcome.status === 'idle' || outcome.status === 'busy') && (
          <>
            <p>{t('verifyIntro')}</p>
            {!user && (
              <p className="account-form__aside">
                {t('signInFirstNote')}{' '}
                <Link to="/login" state={{ from: `/verify-email?token=${encodeURIComponent(token)}` }}>
                  {t('signInFirst')}
                </Link>
              </p>
            )}
            <Button busy={outcome.status === 'busy'} onClick={() => void confirm()}>
              {t('confirmAddress')}
            </Button>
          </>
        )}
        {outcome.status === 'done' && (
          <>
            <p className="account-form__done" role="status">
              {outcome.cleared ? t('clearedDone') : t('verified', { email: outcome.email })}
            </p>
            {outcome.cleared && <p>{t('clearedDetails')}</p>}
            <Link to="/books">{t('continueShopping')}</Link>
          </>
        )}
        {outcome.status === 'failed' && (
          <>
            <p className="account-form__error" role="alert">
              {outcome.invalid ? t('linkInvalid') : t('serverError')}
            </p>
            {outcome.invalid && user && !user.email_verified && <ResendVerificationButton variant="secondary" />}
            {!outcome.invalid && <Button onClick={() => void confirm()}>{t('retry')}</Button>}
          </>
        )}
      </div>
    </section>
  );
}
