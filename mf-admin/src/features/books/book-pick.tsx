import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import {
  PICK_BOOKSELLER_MAX_LENGTH,
  PICK_NOTE_MAX_LENGTH,
  pickProblems,
  type AdminPickInput,
  type ArticlePick,
  type ShopLocation,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { shopDay, useT } from '@bookshop/i18n';
import { Button, notify, Spinner, type Settled } from '@bookshop/ui';
import { Field, SelectField, TextAreaField } from '@bookshop/ui/forms';
import { removePick, savePick } from './api';
import { useLastAnswer } from './book-editions';
import { bookPickMessages, type BookPickMessageKey } from './book-pick-messages';

/** What the page's loader reads for the section: the book's pick and the shop's locations it can be signed at. */
export interface BookPickData {
  pick: ArticlePick | null;
  locations: ShopLocation[];
}

type PickField = keyof AdminPickInput;
type PickErrors = Partial<Record<PickField, BookPickMessageKey>>;

/** A field's problem (pickProblems) in the admin's words. */
function problemText(field: PickField, problem: ReturnType<typeof pickProblems>[number]['problem']): BookPickMessageKey {
  if (field === 'picked_on') return 'pickDateInvalid';
  if (problem === 'too_short') return 'pickNoteTooShort';
  if (problem === 'too_long') return field === 'bookseller' ? 'pickBooksellerTooLong' : 'pickNoteTooLong';
  return 'pickRequired';
}

/** The form's fields as typed, from the saved pick or, for a new one, today at the first location. */
function draftOf(pick: ArticlePick | null, locations: ShopLocation[]): AdminPickInput {
  return {
    bookseller: pick?.bookseller ?? '',
    location_id: pick?.location.id ?? locations[0]?.id ?? 0,
    note_fr: pick?.note_fr ?? '',
    note_en: pick?.note_en ?? '',
    picked_on: pick?.picked_on ?? shopDay(new Date()),
  };
}

/** What the form finds wrong before sending, with the rules the API applies (pickProblems), and a day to come. */
function checkDraft(draft: AdminPickInput, today: string): PickErrors {
  const errors: PickErrors = {};
  for (const { field, problem } of pickProblems(draft)) errors[field] ??= problemText(field, problem);
  if (!errors.picked_on && draft.picked_on > today) errors.picked_on = 'pickDateInvalid';
  return errors;
}

/**
 * A saved book's pick ("coup de cœur"): a bookseller's note in French (English optional), signed with their name, the
 * shop they work at and a day. Saved or removed at once, apart from the book form's fields; checked as the API checks
 * it, and a refusal of the server is shown at its field.
 */
export function BookPick({ bookId, loaded }: { bookId: number; loaded: Settled<BookPickData> | null | undefined }) {
  const t = useT(bookPickMessages);
  const headingId = useId();
  const revalidator = useRevalidator();
  const read = useLastAnswer(loaded);
  const failed = read === null && loaded?.status === 'error' && revalidator.state === 'idle';
  return (
    <section className="admin-form books-pick" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('pickTitle')}</h2>
      <p className="field__hint">{t('pickIntro')}</p>
      {read === null && !failed && (
        <p role="status">
          <Spinner size="small" /> {t('pickLoading')}
        </p>
      )}
      {failed && (
        <div role="alert" className="admin-list-error">
          <p>{t('pickLoadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('pickRetry')}</Button>
        </div>
      )}
      {read && <PickForm bookId={bookId} initial={read.pick} locations={read.locations} />}
    </section>
  );
}

function PickForm({ bookId, initial, locations }: { bookId: number; initial: ArticlePick | null; locations: ShopLocation[] }) {
  const t = useT(bookPickMessages);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(() => draftOf(initial, locations));
  const [errors, setErrors] = useState<PickErrors>({});
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [failure, setFailure] = useState<BookPickMessageKey | null>(null);
  const today = shopDay(new Date());

  const set = <K extends PickField>(field: K, value: AdminPickInput[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = checkDraft(draft, today);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy('save');
    try {
      const pick = await savePick(bookId, { ...draft, note_en: draft.note_en?.trim() ? draft.note_en : null });
      setSaved(pick);
      setDraft(draftOf(pick, locations));
      notify.success(t('pickSaved'));
    } catch (error) {
      const field = error instanceof ApiError && error.status === 400 ? (error.field as PickField | undefined) : undefined;
      if (field && field in draft) setErrors({ [field]: field === 'location_id' ? 'pickLocationInvalid' : field === 'picked_on' ? 'pickDateInvalid' : 'pickRequired' });
      else setFailure('pickSaveFailed');
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setFailure(null);
    setBusy('remove');
    try {
      await removePick(bookId);
      setSaved(null);
      setDraft(draftOf(null, locations));
      setErrors({});
      notify.success(t('pickRemoved'));
    } catch {
      setFailure('pickRemoveFailed');
    } finally {
      setBusy(null);
    }
  };

  const error = (field: PickField) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form className="books-pick__form" onSubmit={(event) => void save(event)} noValidate aria-busy={busy !== null || undefined}>
      {!saved && <p>{t('pickNone')}</p>}
      <div className="books-pick__signature">
        <Field
          label={t('pickBookseller')}
          name="bookseller"
          autoComplete="name"
          maxLength={PICK_BOOKSELLER_MAX_LENGTH}
          value={draft.bookseller}
          error={error('bookseller')}
          onChange={(event) => set('bookseller', event.target.value)}
        />
        <SelectField label={t('pickLocation')} name="location_id" value={String(draft.location_id)} error={error('location_id')} onChange={(event) => set('location_id', Number(event.target.value))}>
          {locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.name}
            </option>
          ))}
        </SelectField>
        <Field label={t('pickDate')} name="picked_on" type="date" max={today} value={draft.picked_on} error={error('picked_on')} onChange={(event) => set('picked_on', event.target.value)} />
      </div>
      <TextAreaField label={t('pickNoteFr')} name="note_fr" lang="fr" rows={4} maxLength={PICK_NOTE_MAX_LENGTH} value={draft.note_fr} error={error('note_fr')} onChange={(event) => set('note_fr', event.target.value)} />
      <TextAreaField
        label={t('pickNoteEn')}
        hint={t('pickNoteEnHint')}
        name="note_en"
        lang="en"
        rows={4}
        maxLength={PICK_NOTE_MAX_LENGTH}
        value={draft.note_en ?? ''}
        error={error('note_en')}
        onChange={(event) => set('note_en', event.target.value)}
      />
      {failure && (
        <p className="field__error" role="alert">
          {t(failure)}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={busy === 'save'} disabled={busy === 'remove'}>
          {t('pickSave')}
        </Button>
        {saved && (
          <Button variant="secondary" busy={busy === 'remove'} disabled={busy === 'save'} onClick={() => void remove()}>
            {t('pickRemove')}
          </Button>
        )}
      </div>
    </form>
  );
}
