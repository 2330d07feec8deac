import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountDeletionBody } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore, useRootStore } from '@bookshop/store';
import { Button, LoadingBlock, Modal, notify, saveFile, useAsync } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { fetchSignInMethods, startGoogleSignIn } from '../../lib/api';
import { deleteAccount, fetchPersonalData } from './api';
import { accountMessages } from '../../messages';
import { loadGoogleClient } from '../social-sign-in/google-client';
import { rightsMessages } from './messages';

type RightsKey = keyof typeof rightsMessages.fr;

/** The refusals of POST /users/me/delete the customer can act on, by code. */
const REFUSALS: Record<string, RightsKey> = {
  wrong_password: 'deleteWrongPassword',
  too_many_attempts: 'deleteTooMany',
  reauthentication_failed: 'deleteGoogleFailed',
  invalid_nonce: 'deleteGoogleFailed',
  id_token_expired: 'deleteGoogleFailed',
  staff_account: 'deleteStaff',
  payment_unavailable: 'deleteCardsFailed',
  payment_timeout: 'deleteCardsFailed',
};

/**
 * A fresh Google sign-in that proves who is at the keyboard, for an account without a password: Google's own button
 * (its script renders it), with a new nonce each time; the ID token goes to the deletion, not to a sign-in.
 */
function GoogleConfirm({ onCredential, attempt }: { onCredential: (body: AccountDeletionBody) => void; attempt: number }) {
  const t = useT(accountMessages);
  const language = useRootStore((s) => s.language);
  const holder = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  });

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const start = await startGoogleSignIn();
        const client = await loadGoogleClient(start.script_url);
        if (!current || !holder.current) return;
        client.initialize({ client_id: start.client_id, nonce: start.nonce, callback: ({ credential }) => callback.current({ credential, nonce: start.nonce }) });
        client.renderButton(holder.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', locale: language === 'eng' ? 'en' : 'fr' });
        setStatus('ready');
      } catch {
        if (current) setStatus('unavailable');
      }
    })();
    return () => {
      current = false;
    };
  }, [attempt, language]);

  return (
    <div className="social-sign-in" role="group" aria-label={t('googleSignIn')} aria-busy={status === 'loading'}>
      {status === 'unavailable' && <p className="social-sign-in__note">{t('googleUnavailable')}</p>}
      <div ref={holder} className="social-sign-in__button" />
    </div>
  );
}

/** The confirmation dialog's content: the sign-in methods are read first, to ask for the password or for Google. */
function DeleteConfirmation({ onCancel }: { onCancel: () => void }) {
  const t = useT(rightsMessages);
  const ta = useT(accountMessages);
  const navigate = useNavigate();
  const methods = useAsync(fetchSignInMethods, []);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const confirm = async (body: AccountDeletionBody) => {
    setBusy(true);
    setFormError(null);
    setFieldError(undefined);
    try {
      await deleteAccount(body);
    } catch (failure) {
      setBusy(false);
      const refusal = failure instanceof ApiError ? REFUSALS[failure.code ?? ''] : undefined;
      if (refusal === 'deleteWrongPassword') setFieldError(t(refusal));
      else setFormError(refusal ? t(refusal) : ta('serverError'));
      // A Google sign-in serves once: a new nonce for the next try.
      if ('credential' in body) setAttempt((count) => count + 1);
      return;
    }
    // The server ended every session of the account: the store forgets it as at a logout (compare, wishlist, cart),
    // and the shopper lands where a logout does. (Any call made with the old token would answer 401 now.)
    rootStore.getState().clearUser();
    notify.success(t('deleteDone'));
    navigate('/login', { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('deletePasswordRequired'));
      return;
    }
    void confirm({ password });
  };

  if (methods.status === 'error') {
    return (
      <div role="alert">
        <p>{ta('serverError')}</p>
        <Button onClick={methods.reload}>{ta('retry')}</Button>
      </div>
    );
  }
  if (methods.status !== 'success') return <LoadingBlock />;
  return (
    <div className="delete-account">
      {formError && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      {methods.data.password ? (
        <form onSubmit={submit} noValidate>
          <p>{t('deleteDialogPassword')}</p>
          <Field
            label={t('deletePassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
          <div className="confirm-actions">
            <Button type="submit" busy={busy}>
              {t('deleteConfirm')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {ta('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p>{t('deleteDialogGoogle')}</p>
          <GoogleConfirm attempt={attempt} onCredential={(body) => void confirm(body)} />
          <div className="confirm-actions">
            <Button variant="ghost" onClick={onCancel}>
              {ta('cancel')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The profile's GDPR section: download everything the shop holds about the account (a JSON file), and delete the
 * account after a confirmation that asks for the password (or a Google sign-in for an account without one).
 */
export function PersonalDataSection() {
  const t = useT(rightsMessages);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const data = await fetchPersonalData();
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `personal-data-${data.exported_at.slice(0, 10)}.json`);
      notify.success(t('dataDownloaded'));
    } catch {
      setDownloadError(t('dataDownloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="account-form personal-data" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">{t('dataTitle')}</h2>
      <p className="account-form__intro">{t('dataIntro')}</p>
      {downloadError && (
        <p className="account-form__error" role="alert">
          {downloadError}
        </p>
      )}
      <Button variant="secondary" busy={downloading} onClick={() => void download()}>
        {t('dataDownload')}
      </Button>
      <h3>{t('deleteTitle')}</h3>
      <p className="account-form__intro">{t('deleteIntro')}</p>
      <Button variant="secondary" className="personal-data__delete" onClick={() => setConfirming(true)}>
        {t('deleteStart')}
      </Button>
      <Modal open={confirming} title={t('deleteDialogTitle')} onClose={() => setConfirming(false)}>
        {confirming && <DeleteConfirmation onCancel={() => setConfirming(false)} />}
      </Modal>
    </section>
  );
}
