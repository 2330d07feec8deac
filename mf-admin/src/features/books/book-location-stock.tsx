import { useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { ADMIN_BOOK_LIMITS, type LocationCopies } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify, Spinner, type Settled } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { saveLocationStock } from './api';
import { useLastAnswer } from './book-editions';
import { bookLocationStockMessages, type BookLocationStockMessageKey } from './book-location-stock-messages';

/** Copies as typed: a whole number from 0 to the book form's stock limit (the API's rule), else null. */
function copiesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const copies = Number(trimmed);
  return copies <= ADMIN_BOOK_LIMITS.stock ? copies : null;
}

/** A refused save in the admin's words: at the field for what the field can fix, else under it as a failure. */
function saveProblem(error: unknown): { at: 'field' | 'row'; key: BookLocationStockMessageKey } {
  if (error instanceof ApiError && error.status === 400 && error.field === 'copies') return { at: 'field', key: 'copiesInvalid' };
  // The list shown may be older than the server's: the location may ship online orders by now.
  if (error instanceof ApiError && error.status === 400 && error.field === 'location_id') return { at: 'field', key: 'copiesOnline' };
  if (error instanceof ApiError && error.status === 404) return { at: 'row', key: 'copiesGone' };
  return { at: 'row', key: 'copiesSaveFailed' };
}

/**
 * A saved book's copies at each of the shop's locations. The location that ships online orders shows its copies only:
 * they are the book's stock, changed with the book form (whose save reads this list again). Each other location's
 * copies are saved at once, row by row, apart from the book form's fields. `loaded` is what the page's loader read
 * (undefined while it reads); its Retry runs the loaders again.
 */
export function BookLocationStock({ bookId, loaded }: { bookId: number; loaded: Settled<LocationCopies[]> | null | undefined }) {
  const t = useT(bookLocationStockMessages);
  const headingId = useId();
  const revalidator = useRevalidator();
  const read = useLastAnswer(loaded);
  // The server's answer to a row's save (every location's copies), shown until the loader answers again.
  const [changed, setChanged] = useState<{ after: LocationCopies[] | null; rows: LocationCopies[] } | null>(null);
  const rows = changed && changed.after === read ? changed.rows : read;
  const failed = rows === null && loaded?.status === 'error' && revalidator.state === 'idle';
  return (
    <section className="admin-form books-location-stock" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('locationStockTitle')}</h2>
      <p className="field__hint">{t('locationStockIntro')}</p>
      {rows === null && !failed && (
        <p role="status">
          <Spinner size="small" /> {t('locationStockLoading')}
        </p>
      )}
      {failed && (
        <div role="alert" className="admin-list-error">
          <p>{t('locationStockLoadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('locationStockRetry')}</Button>
        </div>
      )}
      {rows?.length === 0 && <p>{t('locationStockEmpty')}</p>}
      {rows && rows.length > 0 && (
        <ul className="books-location-stock__list">
          {rows.map((row) => (
            <li key={row.location_id}>
              {row.ships_online ? <OnlineCopies row={row} /> : <CopiesForm bookId={bookId} row={row} onSaved={(answer) => setChanged({ after: read, rows: answer })} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The online location's copies: the book's stock, read only here. */
function OnlineCopies({ row }: { row: LocationCopies }) {
  const t = useT(bookLocationStockMessages);
  return (
    <div className="books-location-stock__online">
      <p>
        <strong>{row.name}</strong>
      </p>
      <p>{t('onlineCopies', { count: row.copies })}</p>
      <p className="field__hint">{t('onlineNote')}</p>
    </div>
  );
}

function CopiesForm({ bookId, row, onSaved }: { bookId: number; row: LocationCopies; onSaved: (rows: LocationCopies[]) => void }) {
  const t = useT(bookLocationStockMessages);
  // What was typed, for the copies the server had then: a new answer of the server shows its copies instead.
  const [draft, setDraft] = useState({ from: row.copies, text: String(row.copies) });
  const [problem, setProblem] = useState<ReturnType<typeof saveProblem> | null>(null);
  const [busy, setBusy] = useState(false);
  // Where the keyboard goes back to when the copies typed are refused.
  const form = useRef<HTMLFormElement>(null);
  const focusInput = () => form.current?.querySelector('input')?.focus();
  const text = draft.from === row.copies ? draft.text : String(row.copies);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const copies = copiesOf(text);
    if (copies === null) {
      setProblem({ at: 'field', key: 'copiesInvalid' });
      focusInput();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      onSaved(await saveLocationStock(bookId, row.location_id, copies));
      notify.success(t('copiesSaved', { name: row.name }));
    } catch (error) {
      const found = saveProblem(error);
      setProblem(found);
      if (found.at === 'field') focusInput();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="books-location-stock__row" onSubmit={(event) => void save(event)} noValidate aria-busy={busy || undefined}>
      <Field
        label={t('copiesAt', { name: row.name })}
        name={`copies-${row.location_id}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={ADMIN_BOOK_LIMITS.stock}
        step={1}
        required
        value={text}
        error={problem?.at === 'field' ? t(problem.key) : undefined}
        onChange={(event) => {
          setDraft({ from: row.copies, text: event.target.value });
          setProblem(null);
        }}
      />
      <Button type="submit" variant="secondary" busy={busy} aria-label={t('saveCopiesOf', { name: row.name })}>
        {t('saveCopies')}
      </Button>
      {problem?.at === 'row' && (
        <p className="field__error" role="alert">
          {t(problem.key)}
        </p>
      )}
    </form>
  );
}
