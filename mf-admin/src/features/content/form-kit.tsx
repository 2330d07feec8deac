/**
 * What the content pages' dialogs share: server refusals turned into messages next to their fields (kept as message
 * keys, so they follow a language change), a form dialog with its save and cancel buttons, and the confirmation
 * asked before every delete.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Modal } from '@bookshop/ui';
import { adminMessages } from '../../messages';
import { contentMessages, type ContentKey } from './messages';

/** Messages by field name. */
export type FieldErrors = Partial<Record<string, ContentKey>>;

/** Server codes that mean the same thing whatever the field. */
const CODE_KEYS: Partial<Record<string, ContentKey>> = {
  name_taken: 'nameTaken',
  category_too_deep: 'tooDeep',
  category_cycle: 'cycle',
};

/** What a field's validation refusal means. Required texts are checked before sending, so not listed. */
const FIELD_KEYS: Partial<Record<string, ContentKey>> = {
  color_from: 'invalidColor',
  color_to: 'invalidColor',
  link: 'invalidLink',
  starts_at: 'invalidDate',
  book_ids: 'unknownBook',
  parent_id: 'gone',
};

/**
 * A refused save as messages: next to the field the server names (`book_ids.0` is `book_ids`), or for the whole form
 * when it names none.
 */
export function refusalOf(error: unknown): { fields: FieldErrors; general: ContentKey | null } {
  if (!(error instanceof ApiError)) return { fields: {}, general: 'saveFailed' };
  const field = error.field?.split('.')[0];
  const key = CODE_KEYS[error.code] ?? (field ? FIELD_KEYS[field] : undefined) ?? (error.code === 'not_found' ? 'gone' : undefined);
  if (field) return { fields: { [field]: key ?? 'invalidValue' }, general: null };
  return { fields: {}, general: key ?? 'saveFailed' };
}

/**
 * A form's save: checks the draft first (`check` answers the fields in error), then saves, and shows the server's
 * refusal next to its fields. `onSaved` runs after a save went through.
 */
export function useSave<T>(check: () => FieldErrors, save: () => Promise<T>, onSaved: (result: T) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<ContentKey | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await save();
      setBusy(false);
      onSaved(result);
    } catch (error) {
      setBusy(false);
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      setGeneral(refusal.general ?? 'saveFailed');
    }
  };
  return { errors, general, busy, submit };
}

/** A dialog holding a form: its fields, the form-wide refusal, and Cancel / Save. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy,
  general,
  submitLabel,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  general: ContentKey | null;
  submitLabel?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const t = useT(contentMessages);
  return (
    <Modal open title={title} onClose={onClose} className={wide ? 'content-dialog content-dialog--wide' : 'content-dialog'}>
      <form className="content-form" onSubmit={onSubmit} noValidate>
        {children}
        {general && (
          <p className="admin-form__error" role="alert">
            {t(general)}
          </p>
        )}
        <div className="content-form__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel ?? t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The confirmation before a delete. `blocked` explains why it cannot be done (the button is then off);
 * `refusal` turns the server's refusal into the text shown (a generic failure when it answers null).
 */
export function ConfirmDelete({
  name,
  blocked,
  onConfirm,
  onClose,
  refusal,
}: {
  name: string;
  blocked?: string | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  refusal?: (error: unknown) => string | null;
}) {
  const t = useT(contentMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setBusy(false);
      setFailure(refusal?.(error) ?? t('deleteFailed'));
    }
  };
  return (
    <Modal open title={t('confirmDeleteTitle')} onClose={onClose} className="content-dialog">
      {blocked ? <p role="alert">{blocked}</p> : <p>{t('confirmDelete', { name })}</p>}
      {failure && (
        <p className="admin-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="content-form__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button className="content-danger" disabled={Boolean(blocked) || failure !== null} busy={busy} onClick={() => void confirm()}>
          {t('delete')}
        </Button>
      </div>
    </Modal>
  );
}

/** Sets the browser tab's title to the page's, as the other admin pages do. */
export function useDocumentTitle(title: string): void {
  const ta = useT(adminMessages);
  useEffect(() => {
    document.title = `${title} — ${ta('panelTitle')}`;
  }, [title, ta]);
}

/** "1 book", "3 books" in the admin's language. */
export function useBookCount(): (count: number) => string {
  const t = useT(contentMessages);
  return (count) => t('bookCount', { count });
}

/** A text with something other than spaces. */
export const filled = (text: string): boolean => text.trim() !== '';
