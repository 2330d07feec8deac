import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type UserInfo } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { removeAvatar, uploadAvatar } from './api';
import { avatarUrl } from '../../lib/avatar-url';
import { profileMessages } from './messages';

const ACCEPTED: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The profile picture: shown from /img/{image} (spec section 2), replaced by a chosen file, or removed. */
export function AvatarField({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const t = useT(profileMessages);
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<UserInfo>, done: string) => {
    setBusy(true);
    try {
      onSaved(await action());
      notify.success(done);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 413) setError(t('avatarTooBig'));
      else if (failure instanceof ApiError && failure.status < 500) setError(t('avatarWrongType'));
      else setError(t('serverError'));
    } finally {
      setBusy(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!ACCEPTED.includes(file.type)) return setError(t('avatarWrongType'));
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return setError(t('avatarTooBig'));
    void run(() => uploadAvatar(file), t('avatarSaved'));
  };

  const initials = `${user.first_name.slice(0, 1)}${user.last_name.slice(0, 1)}`.toUpperCase();
  return (
    <div className="avatar-field" aria-busy={busy}>
      {user.image ? (
        <img className="avatar-field__image" src={avatarUrl(user.image)} alt={t('avatarAlt', { name: user.first_name })} width={72} height={72} />
      ) : (
        <span className="avatar-field__image avatar-field__image--initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <div className="avatar-field__actions">
        <label className="bk-button bk-button--secondary avatar-field__choose" htmlFor={inputId}>
          {t('avatarChoose')}
        </label>
        <input id={inputId} className="visually-hidden" type="file" accept={ACCEPTED.join(',')} onChange={choose} disabled={busy} aria-describedby={error ? `${inputId}-error` : undefined} />
        {user.image && (
          <Button variant="ghost" busy={busy} onClick={() => void run(removeAvatar, t('avatarRemoved'))}>
            {t('avatarRemove')}
          </Button>
        )}
        {error && (
          <p id={`${inputId}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
