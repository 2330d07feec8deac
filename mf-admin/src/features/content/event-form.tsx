import { useEffect, useId, useState } from 'react';
import { ADMIN_CONTENT_LENGTHS as LENGTHS, type AdminBookRef, type AdminEventRow } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
import { Field, TextAreaField } from '@bookshop/ui/forms';
import { fromLocalInput, toLocalInput } from '../../lib/local-date';
import { createEvent, lookupBooks, updateEvent } from './api';
import { filled, FormDialog, useSave, type FieldErrors } from './form-kit';
import { contentMessages } from './messages';

/** Pause after the last key before the book search is sent, and the shortest search sent. */
const LOOKUP_DEBOUNCE_MS = 300;
const LOOKUP_MIN_LENGTH = 2;

/** Creates an event (`event` null) or edits one: texts in both languages, date, place and the books it presents. */
export function EventForm({ event, onClose, onSaved }: { event: AdminEventRow | null; onClose: () => void; onSaved: (saved: AdminEventRow, created: boolean) => void }) {
  const t = useT(contentMessages);
  const [draft, setDraft] = useState({
    title_fr: event?.title_fr ?? '',
    title_en: event?.title_en ?? '',
    description_fr: event?.description_fr ?? '',
    description_en: event?.description_en ?? '',
    starts_at: event ? toLocalInput(event.starts_at) : '',
    place: event?.place ?? '',
  });
  const [books, setBooks] = useState<AdminBookRef[]>(event?.books ?? []);
  const check = (): FieldErrors => ({
    ...(filled(draft.title_fr) ? {} : { title_fr: 'required' as const }),
    ...(fromLocalInput(draft.starts_at) ? {} : { starts_at: draft.starts_at ? ('invalidDate' as const) : ('required' as const) }),
  });
  const { errors, general, busy, submit } = useSave(
    check,
    () => {
      const body = { ...draft, starts_at: fromLocalInput(draft.starts_at) as string, book_ids: books.map((book) => book.id) };
      return event ? updateEvent(event.id, body) : createEvent(body);
    },
    (saved) => onSaved(saved, event === null),
  );
  const bind = (field: keyof typeof draft) => ({
    value: draft[field],
    onChange: (change: { target: { value: string } }) => setDraft({ ...draft, [field]: change.target.value }),
    error: errors[field] && t(errors[field]),
  });

  return (
    <FormDialog
      title={event ? t('editNamed', { name: event.title_fr }) : t('newEvent')}
      onClose={onClose}
      onSubmit={(submitted) => void submit(submitted)}
      busy={busy}
      general={general}
      wide
    >
      <div className="content-form__pair">
        <Field label={t('inFrench', { label: t('eventTitle') })} required maxLength={LENGTHS.eventTitle} {...bind('title_fr')} />
        <Field label={t('inEnglish', { label: t('eventTitle') })} maxLength={LENGTHS.eventTitle} hint={t('englishHint')} {...bind('title_en')} />
      </div>
      <div className="content-form__pair">
        <Field label={t('startsAt')} type="datetime-local" required {...bind('starts_at')} />
        <Field label={t('place')} maxLength={LENGTHS.eventPlace} {...bind('place')} />
      </div>
      <TextAreaField label={t('inFrench', { label: t('description') })} rows={4} maxLength={LENGTHS.eventDescription} hint={t('htmlHint')} {...bind('description_fr')} />
      <TextAreaField label={t('inEnglish', { label: t('description') })} rows={4} maxLength={LENGTHS.eventDescription} hint={t('englishHint')} {...bind('description_en')} />
      <BookPicker chosen={books} onChange={setBooks} error={errors.book_ids && t(errors.book_ids)} />
    </FormDialog>
  );
}

/** The event's books: those chosen, each removable, and a search to add more (by title, author or ISBN). */
function BookPicker({ chosen, onChange, error }: { chosen: AdminBookRef[]; onChange: (books: AdminBookRef[]) => void; error?: string | undefined }) {
  const t = useT(contentMessages);
  const headingId = useId();
  const [query, setQuery] = useState('');
  const term = query.trim();
  // The answer remembers the search it is for: a late answer to an older search is never shown.
  const [answer, setAnswer] = useState<{ term: string; books: AdminBookRef[] | 'error' } | null>(null);
  useEffect(() => {
    if (term.length < LOOKUP_MIN_LENGTH) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      lookupBooks(term).then(
        (books) => current && setAnswer({ term, books }),
        () => current && setAnswer({ term, books: 'error' }),
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);
  const found = answer && answer.term === term && term.length >= LOOKUP_MIN_LENGTH ? answer.books : null;
  const label = (book: AdminBookRef) => [book.title, book.author].filter(Boolean).join(' — ');

  return (
    <fieldset className="content-books" aria-labelledby={headingId}>
      <legend id={headingId}>{t('books')}</legend>
      {chosen.length === 0 ? (
        <p className="admin-muted">{t('noBooksChosen')}</p>
      ) : (
        <ul className="content-books__chosen">
          {chosen.map((book) => (
            <li key={book.id}>
              <span>
                {label(book)} <span className="admin-muted">{book.ean_hyphenated}</span>
                {!book.published && <span className="content-tag">{t('unpublished')}</span>}
              </span>
              <Button variant="ghost" aria-label={t('removeBook', { title: book.title })} onClick={() => onChange(chosen.filter((entry) => entry.id !== book.id))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Field
        label={t('bookSearch')}
        type="search"
        value={query}
        onChange={(change) => setQuery(change.target.value)}
        // Enter here must not submit the event form.
        onKeyDown={(key) => key.key === 'Enter' && key.preventDefault()}
      />
      {found === 'error' && (
        <p className="admin-form__error" role="alert">
          {t('bookSearchFailed')}
        </p>
      )}
      {Array.isArray(found) && found.length === 0 && <p className="admin-muted">{t('noBookFound')}</p>}
      {Array.isArray(found) && found.length > 0 && (
        <ul className="content-books__found" aria-label={t('bookResults')}>
          {found.map((book) => {
            const picked = chosen.some((entry) => entry.id === book.id);
            return (
              <li key={book.id}>
                <span>
                  {label(book)} <span className="admin-muted">{book.ean_hyphenated}</span>
                  {!book.published && <span className="content-tag">{t('unpublished')}</span>}
                </span>
                <Button variant="secondary" disabled={picked} aria-label={t('addBook', { title: book.title })} onClick={() => onChange([...chosen, book])}>
                  {t('add')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
