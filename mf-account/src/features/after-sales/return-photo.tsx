import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Spinner } from '@bookshop/ui';
import { uploadFileType } from '@bookshop/ui/forms';
import { fetchReturnPhoto } from './api';
import { afterSalesMessages } from './messages';

type Messages = typeof afterSalesMessages.fr;

/** What the form will do to the return's photo when it is sent. */
export type PhotoChange = { kind: 'keep' } | { kind: 'new'; file: File; url: string } | { kind: 'remove' };

/**
 * The server's checks, made first for a quick answer: a PNG, JPEG or WebP type, 1 MB at most, and bytes that really
 * are such an image (a renamed text file declares image/png too).
 */
export async function photoProblem(file: File): Promise<keyof Messages | null> {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'returnPhotoWrongType';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return 'returnPhotoTooBig';
  return (await uploadFileType(file)) ? null : 'returnPhotoWrongType';
}

/** The message for a refused upload: the server's reasons mirror the checks above. */
export function photoFailureMessage(failure: unknown): keyof Messages {
  if (failure instanceof ApiError && failure.status === 413) return 'returnPhotoTooBig';
  if (failure instanceof ApiError && (failure.status === 400 || failure.status === 415)) return 'returnPhotoWrongType';
  if (failure instanceof ApiError && failure.code === 'return_locked') return 'returnLocked';
  return 'serverError';
}

type PhotoState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * A return's photo as an object URL: it is served only with the bearer token, so it is fetched as a blob rather than
 * named in an `<img src>`. The URL is revoked when the photo is no longer shown.
 */
function useReturnPhotoUrl(returnId: number): PhotoState {
  const [state, setState] = useState<{ id: number; found: PhotoState } | null>(null);
  useEffect(() => {
    let current = true;
    let made: string | null = null;
    fetchReturnPhoto(returnId).then(
      (blob) => {
        if (!current) return;
        made = URL.createObjectURL(blob);
        setState({ id: returnId, found: { status: 'ready', url: made } });
      },
      () => current && setState({ id: returnId, found: { status: 'failed' } }),
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [returnId]);
  return state?.id === returnId ? state.found : { status: 'loading' };
}

/** The photo attached to a return (for its owner: the detail page and the edit form). */
export function ReturnPhotoView({ returnId }: { returnId: number }) {
  const t = useT(afterSalesMessages);
  const photo = useReturnPhotoUrl(returnId);
  if (photo.status === 'loading') return <Spinner />;
  if (photo.status === 'failed') return <p className="field__error">{t('returnPhotoLoadFailed')}</p>;
  return <img className="return-photo__image" src={photo.url} alt={t('returnPhotoAlt', { id: returnId })} />;
}

interface ReturnPhotoFieldProps {
  /** Editing a return that already has a photo: its id, to show that photo until it is replaced or removed. */
  existingId: number | null;
  value: PhotoChange;
  onChange: (change: PhotoChange) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

/** The optional photo of a return: choose (checked at once), preview, replace or remove; sent with the form. */
export function ReturnPhotoField({ existingId, value, onChange, error, onError }: ReturnPhotoFieldProps) {
  const t = useT(afterSalesMessages);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const newUrl = value.kind === 'new' ? value.url : null;
  // The preview's object URL lives as long as it is the chosen photo.
  useEffect(() => {
    if (!newUrl) return;
    return () => URL.revokeObjectURL(newUrl);
  }, [newUrl]);

  const showsExisting = existingId !== null && value.kind === 'keep';
  const hasPhoto = showsExisting || value.kind === 'new';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onError(null);
    setChecking(true);
    const problem = await photoProblem(file);
    setChecking(false);
    if (problem) return onError(t(problem));
    onChange({ kind: 'new', file, url: URL.createObjectURL(file) });
  };

  // Removing a photo chosen just now brings back the one the return had (kept), if any; otherwise it goes.
  const remove = () => {
    onError(null);
    onChange(value.kind === 'new' && existingId === null ? { kind: 'keep' } : { kind: 'remove' });
    // The button goes away with the photo: keyboard focus moves to the file choice.
    input.current?.focus();
  };

  const described = [`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="return-photo" aria-busy={checking || undefined}>
      <legend>{t('returnPhoto')}</legend>
      <p id={`${inputId}-hint`} className="field__hint">
        {t('returnPhotoHint')}
      </p>
      {value.kind === 'new' && <img className="return-photo__image" src={value.url} alt={t('returnPhotoPreview')} />}
      {showsExisting && <ReturnPhotoView returnId={existingId} />}
      <div className="return-photo__actions">
        <label className="bk-button bk-button--secondary return-photo__choose" htmlFor={inputId}>
          {hasPhoto ? t('returnPhotoReplace') : t('returnPhotoChoose')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
          disabled={checking}
          aria-describedby={described}
        />
        {hasPhoto && (
          <Button variant="ghost" onClick={remove}>
            {t('returnPhotoRemove')}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
