import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { notify } from '@bookshop/ui';
import { fetchGoogleClientId, googleSignIn } from './api';
import { startGoogleSignIn } from '../../lib/api';
import { socialSignInMessages } from './messages';
import { startSession } from '../session/session-actions';
import { loadGoogleClient } from './google-client';

type Status = 'off' | 'loading' | 'ready' | 'unavailable';

/** The refusals of POST /auth/google the shopper can act on, by code; anything else is a plain failure. */
const REFUSALS: Record<string, keyof typeof socialSignInMessages.fr> = {
  account_disabled: 'accountDisabled',
  email_not_verified: 'googleEmailNotVerified',
  staff_password_only: 'googleStaffPasswordOnly',
  other_google_account: 'googleOtherAccount',
  invalid_nonce: 'googleExpired',
  id_token_expired: 'googleExpired',
};

/**
 * "Sign in with Google" on /login and /register, only when the shop's company settings hold a Google client id:
 * otherwise nothing is shown and no script is loaded. The button is Google's own (its script renders it); the ID
 * token it gives back is checked by the API, which answers a session like the password sign-in, started the same way.
 */
export function GoogleSignIn({ redirectTo }: { redirectTo: string }) {
  const t = useT(socialSignInMessages);
  const language = useRootStore((s) => s.language);
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('off');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A nonce serves one attempt: after a refusal a new one is asked for and the button set up again.
  const [attempt, setAttempt] = useState(0);
  // Once a session has started, nothing is set up again: the session may switch the language to the account's, which
  // would otherwise ask for a nonce nobody will use while the page navigates away.
  const signedIn = useRef(false);

  const finish = async (credential: string, nonce: string) => {
    setBusy(true);
    setError(null);
    try {
      const { language: chosen, currency } = rootStore.getState();
      const session = await googleSignIn({ credential, nonce, language: chosen, currency });
      signedIn.current = true;
      startSession(session);
      notify.success(t('welcome', { name: session.user.first_name }));
      navigate(redirectTo, { replace: true });
    } catch (failure) {
      const refusal = failure instanceof ApiError ? REFUSALS[failure.code ?? ''] : undefined;
      if (refusal) setError(t(refusal));
      else if (failure instanceof ApiError && failure.status === 429) setError(t('tooManyRequests'));
      else setError(t('googleFailed'));
      setBusy(false);
      setAttempt((count) => count + 1);
    }
  };
  // Google's script keeps the callback it was given: it calls the latest render's `finish` through this.
  const finishRef = useRef(finish);
  useEffect(() => {
    finishRef.current = finish;
  });

  useEffect(() => {
    if (signedIn.current) return;
    let current = true;
    void (async () => {
      let clientId: string | null;
      try {
        clientId = await fetchGoogleClientId();
      } catch {
        // The settings could not be read: the page stays as without Google sign-in.
        return;
      }
      if (!current || clientId === null) return;
      setStatus('loading');
      try {
        const start = await startGoogleSignIn();
        const client = await loadGoogleClient(start.script_url);
        if (!current || !holder.current) return;
        client.initialize({ client_id: start.client_id, nonce: start.nonce, callback: ({ credential }) => void finishRef.current(credential, start.nonce) });
        client.renderButton(holder.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', locale: language === 'eng' ? 'en' : 'fr' });
        setStatus('ready');
      } catch (failure) {
        if (!current) return;
        setStatus('unavailable');
        if (failure instanceof ApiError && failure.status === 429) setError(t('tooManyRequests'));
      }
    })();
    return () => {
      current = false;
    };
    // t follows the language, which is a dependency already.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, language]);

  return (
    <div className="social-sign-in" hidden={status === 'off'} aria-label={t('googleSignIn')} role="group" aria-busy={busy || status === 'loading'}>
      <p className="social-sign-in__or">{t('orSeparator')}</p>
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      {status === 'unavailable' && !error && <p className="social-sign-in__note">{t('googleUnavailable')}</p>}
      <div ref={holder} className="social-sign-in__button" />
    </div>
  );
}
