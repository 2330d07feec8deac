import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ARTICLE_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, type AdminArticle } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { LazyImage, notify, Spinner } from '@bookshop/ui';
import { uploadFileType } from '@bookshop/ui/forms';
import { addBookImage, removeBookImage, reorderBookImages } from './api';
import { booksMessages, type BooksMessageKey } from './messages';

/** The server's checks, made first: 2 MB at most, and bytes that really are a PNG, JPEG or WebP image. */
export async function imageCheck(file: File): Promise<{ type: string } | { problem: BooksMessageKey }> {
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) return { problem: 'imageTooBig' };
  const type = await uploadFileType(file);
  return type ? { type } : { problem: 'imageWrongType' };
}

function failureMessage(failure: unknown): BooksMessageKey {
  if (failure instanceof ApiError && failure.status === 413) return 'imageTooBig';
  if (failure instanceof ApiError && (failure.status === 400 || failure.status === 415)) return 'imageWrongType';
  if (failure instanceof ApiError && failure.code === 'too_many_images') return 'tooManyImages';
  return 'imageFailed';
}

/**
 * A saved book's uploaded images, first one the cover: add (checked at once), move earlier or later, remove. Each
 * change is saved at once and answers the book, handed to `onChange`.
 */
export function BookImages({ book, onChange }: { book: AdminArticle; onChange: (book: AdminArticle) => void }) {
  const t = useT(booksMessages);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BooksMessageKey | null>(null);
  /**
   * The control to give the keyboard focus back to once the images are drawn again: every control is disabled
   * while a change is saved, and the one used may be gone (a removed image) or stay disabled (moved to an end).
   */
  const focusAfter = useRef<string | null>(null);
  const focusable = (key: string) => (node: HTMLButtonElement | HTMLInputElement | null) => {
    if (node && focusAfter.current === key && !node.disabled) {
      node.focus();
      focusAfter.current = null;
    }
  };

  const run = async (change: () => Promise<AdminArticle>, done: BooksMessageKey) => {
    setBusy(true);
    setError(null);
    try {
      onChange(await change());
      notify.success(t(done));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const checked = await imageCheck(file);
    if ('problem' in checked) return setError(checked.problem);
    await run(() => addBookImage(book.id, file, checked.type), 'imageAdded');
  };

  const move = (index: number, by: -1 | 1) => {
    const order = book.images.map((image) => image.id);
    const [moved] = order.splice(index, 1);
    if (moved === undefined) return;
    const target = index + by;
    order.splice(target, 0, moved);
    const reachedEnd = by === -1 ? target === 0 : target === order.length - 1;
    const used = by === -1 ? 'earlier' : 'later';
    const other = by === -1 ? 'later' : 'earlier';
    focusAfter.current = `${moved}:${reachedEnd ? other : used}`;
    void run(() => reorderBookImages(book.id, order), 'imagesReordered');
  };

  const remove = (imageId: number) => {
    // The image's buttons go with it: the focus goes to the image choice.
    focusAfter.current = 'add';
    void run(() => removeBookImage(book.id, imageId), 'imageRemoved');
  };

  const count = book.images.length;
  return (
    <fieldset className="books-images" aria-busy={busy || undefined}>
      <legend>{t('images')}</legend>
      <p id={`${inputId}-hint`} className="field__hint">
        {t('imagesHint')}
      </p>
      {count === 0 ? (
        <div className="books-images__empty">
          <LazyImage src={book.cover_link} alt={t('generatedCover', { title: book.title })} width={80} height={120} />
          <p>{t('noImages')}</p>
        </div>
      ) : (
        <ol className="books-images__list">
          {book.images.map((image, index) => {
            const n = index + 1;
            return (
              <li key={image.id} className="books-images__item">
                <LazyImage src={image.link} alt={t('imageAlt', { n, title: book.title })} width={120} height={180} />
                {index === 0 && <span className="books-images__cover">{t('cover')}</span>}
                <div className="books-images__actions">
                  <button
                    type="button"
                    className="bk-button bk-button--ghost"
                    ref={focusable(`${image.id}:earlier`)}
                    disabled={busy || index === 0}
                    aria-label={t('moveEarlier', { n })}
                    title={t('moveEarlier', { n })}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="bk-button bk-button--ghost"
                    ref={focusable(`${image.id}:later`)}
                    disabled={busy || index === count - 1}
                    aria-label={t('moveLater', { n })}
                    title={t('moveLater', { n })}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button
                    type="button"
                    className="bk-button bk-button--ghost"
                    disabled={busy}
                    aria-label={t('removeImage', { n })}
                    title={t('removeImage', { n })}
                    onClick={() => remove(image.id)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="books-images__add">
        <label className="bk-button bk-button--secondary" htmlFor={inputId}>
          {t('addImage')}
        </label>
        <input
          ref={focusable('add')}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
          disabled={busy}
          aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
        />
        {busy && <Spinner size="small" />}
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
