import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, useAsync, usePageMeta } from '@bookshop/ui';
import { verifyEmail } from '../../lib/account-api';
import { accountMessages } from '../../messages';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * One confirmation per token for the page's life: the link is single-use, so a second call (React running an effect
 * twice, a re-render) must share the first call's answer instead of spending the token again.
 */
const confirmations = new Map<string, Promise<{ email: string }>>();
function confirmOnce(token: string): Promise<{ email: string }> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = verifyEmail(token);
    confirmations.set(token, confirmation);
    // A failed call may be retried (a server that was down); the token was not spent.
    confirmation.catch(() => confirmations.delete(token));
  }
  return confirmation;
}

/** /verify-email?token=…: confirms the email address of the mailed link. */
export function VerifyEmailPage() {
  const t = useT(accountMessages);
  usePageMeta({ title: t('verifyTitle'), canonicalPath: '/verify-email' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useRootStore((s) => s.user);
  const result = useAsync(async () => {
    if (!token) throw new ApiError(400, 'invalid_token', 'missing token', 'token');
    const confirmed = await confirmOnce(token);
    // The held user, when it is the same account, now shows as confirmed.
    const held = rootStore.getState().user;
    if (held && held.email === confirmed.email) rootStore.getState().setUser({ ...held, email_verified: true });
    return confirmed;
  }, [token]);

  const invalid = result.status === 'error' && result.error instanceof ApiError && result.error.status === 400;
  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('verifyTitle')}</h1>
      <div className="account-form">
        {result.status === 'loading' && <LoadingBlock label={t('verifying')} />}
        {result.status === 'success' && (
          <>
            <p className="account-form__done" role="status">
              {t('verified', { email: result.data.email })}
            </p>
            <Link to="/books">{t('continueShopping')}</Link>
          </>
        )}
        {result.status === 'error' && (
          <>
            <p className="account-form__error" role="alert">
              {invalid ? (token ? t('linkInvalid') : t('linkMissing')) : t('serverError')}
            </p>
            {invalid && user && !user.email_verified && (
              <ResendVerificationButton variant="secondary" />
            )}
            {!invalid && <Button onClick={result.reload}>{t('retry')}</Button>}
          </>
        )}
      </div>
    </section>
  );
}
