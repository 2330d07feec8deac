import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LinkedIdentity, SignInMethods } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, notify, useRetry, type Settled } from '@bookshop/ui';
import { unlinkSignInMethod } from './api';
import { profileMessages } from './messages';

/**
 * How the customer signs in: the password (when the account has one) and each linked Google account, which may be
 * unlinked only while a password exists. An account without one is told how to set it: password recovery, which
 * proves the mailbox (the API refuses to set a first password from a session alone). `loaded`: what the profile's loader
 * read.
 */
export function SignInMethodsSection({ loaded }: { loaded: Settled<SignInMethods> }) {
  const t = useT(profileMessages);
  const language = useRootStore((s) => s.language);
  const retry = useRetry();
  // The server's answer to an unlink replaces what was loaded.
  const [changed, setChanged] = useState<SignInMethods | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const methods = changed ?? (loaded.status === 'success' ? loaded.data : null);
  const day = (iso: string) => new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long' }).format(new Date(iso));

  const unlink = async (identity: LinkedIdentity) => {
    setBusyId(identity.id);
    setError(null);
    try {
      setChanged(await unlinkSignInMethod(identity.id));
      notify.success(t('signInMethodUnlinked', { email: identity.email }));
      heading.current?.focus();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.code === 'password_required' ? t('signInMethodPasswordRequired') : t('serverError'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="account-form" aria-labelledby="profile-sign-in-title">
      <h2 id="profile-sign-in-title" ref={heading} tabIndex={-1}>
        {t('signInMethodsTitle')}
      </h2>
      {loaded.status === 'error' && !changed && (
        <div role="alert">
          <p>{t('loadFailed')}</p>
          <Button onClick={retry}>{t('retry')}</Button>
        </div>
      )}
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      {methods && (
        <>
          <ul className="sign-in-methods">
            {methods.password && <li className="sign-in-methods__item">{t('signInMethodPasswordSet')}</li>}
            {methods.identities.map((identity) => (
              <li key={identity.id} className="sign-in-methods__item">
                <span>
                  {t('signInMethodGoogle', { email: identity.email })}{' '}
                  <span className="sign-in-methods__when">{t('signInMethodLinkedOn', { date: day(identity.linked_at) })}</span>
                </span>
                {methods.password && (
                  <Button
                    variant="secondary"
                    busy={busyId === identity.id}
                    aria-label={t('signInMethodUnlinkLabel', { email: identity.email })}
                    onClick={() => void unlink(identity)}
                  >
                    {t('signInMethodUnlink')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {!methods.password && (
            <p className="account-form__intro">
              {t('signInMethodNoPassword')} <Link to="/resetpasswordemail">{t('signInMethodSetPassword')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
