import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLoaderData, useNavigate, useParams, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { ADMIN_BOOK_LIMITS, type AdminArticle, type AdminEdition, type AdminPreorder, type LocationCopies } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { shopDay, useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, Spinner, useRetry, type Settled } from '@bookshop/ui';
import { Field, SelectField } from '@bookshop/ui/forms';
import {
  createBook,
  fetchBook,
  fetchBookChoices,
  fetchEditions,
  fetchLocationStock,
  fetchPickAndLocations,
  fetchPreorders,
  saveBook,
  setBookPublished,
  type BookChoices,
} from './api';
import {
  draftDiscountCap,
  draftOf,
  emptyDraft,
  readDraft,
  serverFieldError,
  type BookDraft,
  type DraftErrors,
  type DraftField,
  type DraftTextField,
} from './book-draft';
import { BookEditions, useLastAnswer } from './book-editions';
import { BookLocationStock } from './book-location-stock';
import { BookPick, type BookPickData } from './book-pick';
import { BookPreorders } from './book-preorders';
import { BookImages } from './book-images';
import { CategoryPicker } from './category-picker';
import { DescriptionField } from './description-field';
import { booksMessages } from './messages';
import './books.css';

const LIST_PATH = '/admin-panel/books';

/** The book an address names: its id, 'new' (or none) for a new book, null for an address that names none. */
function bookIdOf(id: string | undefined): number | 'new' | null {
  if (id === undefined || id === 'new') return 'new';
  return /^\d+$/.test(id) && Number(id) >= 1 ? Number(id) : null;
}

/** What the form's loader reads, each read settled on its own: a failed list of choices leaves the form usable. */
export interface BookFormData {
  /** The book edited (null for a new book): its failure (404: no such book) is the page's. */
  book: Settled<AdminArticle> | null;
  /** Its other editions (null for a new book): their failure is their section's. */
  editions: Settled<AdminEdition[]> | null;
  /** The orders waiting for its copies (null for a new book): their failure is their section's. */
  preorders: Settled<AdminPreorder[]> | null;
  /** Its pick and the locations it can be signed at (null for a new book): their failure is their section's. */
  pick: Settled<BookPickData> | null;
  /**
   * Its copies at each location (null for a new book): their failure is their section's. Read again after a save, as
   * the online location's copies are the book's stock.
   */
  locationStock: Settled<LocationCopies[]> | null;
  /** The pickers' lists (category names are in the admin's language: the shell runs the loaders again when it changes). */
  choices: Settled<BookChoices>;
}

/**
 * The route's client loader: the book the address names, its other editions, pre-orders, pick and copies at each
 * location, and the pickers' lists, read together.
 */
export async function bookFormLoader({ request, params }: LoaderFunctionArgs): Promise<BookFormData> {
  const id = bookIdOf(params.id);
  const [book, editions, preorders, pick, locationStock, choices] = await Promise.all([
    typeof id === 'number' ? settle(fetchBook(id), request) : null,
    typeof id === 'number' ? settle(fetchEditions(id), request) : null,
    typeof id === 'number' ? settle(fetchPreorders(id), request) : null,
    typeof id === 'number' ? settle(fetchPickAndLocations(id), request) : null,
    typeof id === 'number' ? settle(fetchLocationStock(id), request) : null,
    settle(fetchBookChoices(), request),
  ]);
  return { book, editions, preorders, pick, locationStock, choices };
}

/**
 * /admin-panel/books/new creates a book; /admin-panel/books/:id edits one (every field of the article, its
 * publication and its images).
 */
export function BookFormPage() {
  const id = bookIdOf(useParams().id);
  if (id === null) return <BookProblem missing onRetry={null} />;
  return <BookPage key={id} id={id} />;
}

function BookPage({ id }: { id: number | 'new' }) {
  const t = useT(booksMessages);
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as BookFormData | null | undefined;
  const retry = useRetry();
  // Once its form is shown, a book stays edited there while a later read (another language) fails.
  const book = useLastAnswer(loaded?.book);
  if (loaded && id === 'new') return <BookEditor initial={null} loaded={loaded} />;
  if (loaded && book) return <BookEditor initial={book} loaded={loaded} />;
  if (loaded?.book?.status === 'error') {
    const missing = loaded.book.error instanceof ApiError && loaded.book.error.status === 404;
    return <BookProblem missing={missing} onRetry={missing ? null : retry} />;
  }
  return (
    <section className="admin-page">
      <BackLink />
      {id === 'new' && <h1>{t('newBookTitle')}</h1>}
      <LoadingBlock />
    </section>
  );
}

/** No such book (404, or an address that names none), or a failed load that may be tried again. */
function BookProblem({ missing, onRetry }: { missing: boolean; onRetry: (() => void) | null }) {
  const t = useT(booksMessages);
  return (
    <section className="admin-page">
      <BackLink />
      <div role="alert" className="admin-list-error">
        <p>{t(missing ? 'notFound' : 'loadError')}</p>
        {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
      </div>
    </section>
  );
}

function BackLink() {
  const t = useT(booksMessages);
  return (
    <p className="books-back">
      <Link to={LIST_PATH}>← {t('backToList')}</Link>
    </p>
  );
}

/**
 * The pickers' lists, read again by the loader when the admin changes language (category names are translated). The
 * lists shown stay the last ones read while new ones come, so the form never loses what was typed.
 */
function useChoices(read: Settled<BookChoices>) {
  const choices = useLastAnswer(read);
  const revalidator = useRevalidator();
  // While a retry reads them again, the pickers wait (a spinner) instead of showing the failure.
  const failed = read.status === 'error' && choices === null && revalidator.state === 'idle';
  return { choices, failed, reload: () => void revalidator.revalidate() };
}

function BookEditor({ initial, loaded }: { initial: AdminArticle | null; loaded: BookFormData }) {
  const t = useT(booksMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [book, setBook] = useState(initial);
  const [draft, setDraft] = useState<BookDraft>(() => (initial ? draftOf(initial, language) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { choices, failed, reload } = useChoices(loaded.choices);

  useEffect(() => {
    document.title = `${book ? t('editBookTitle', { title: book.title }) : t('newBookTitle')} — ${t('panelTitle')}`;
  }, [book, t]);

  // The stock the book had when loaded: a save above it is a restock (the loi Lang's clock starts again).
  // The shop's day (Paris), as the API dates a restock: a browser elsewhere, or after midnight in Paris, agrees with it.
  const lawContext = () => ({ today: shopDay(), savedStock: book?.stock ?? null });
  const set = <K extends DraftField>(field: K, value: BookDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const message = (field: DraftField) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: DraftTextField) => ({
    value: draft[field],
    error: message(field),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const read = readDraft(draft, lawContext());
    if (read.errors) {
      setErrors(read.errors);
      setFormError(t('fixErrors'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (book) {
        const { published: _published, ...fields } = read.book;
        const saved = await saveBook(book.id, fields);
        setBook(saved);
        // The server's version of the texts (the description as it keeps it) replaces what was typed.
        setDraft(draftOf(saved, language));
        notify.success(t('saved'));
        // A stock raised sets copies aside for the orders waiting for them (the server answers what is left): staff
        // are told how many went, and the orders' list is read again.
        const setAside = fields.stock - saved.stock;
        if (setAside > 0) notify.info(t('copiesSetAside', { count: setAside }));
        revalidator.revalidate();
      } else {
        const created = await createBook(read.book);
        notify.success(t('created'));
        navigate(`${LIST_PATH}/${created.id}`);
      }
    } catch (failure) {
      const known = failure instanceof ApiError && failure.field ? serverFieldError(failure.field, failure.code) : null;
      if (known) setErrors({ [known.field]: known.message });
      setFormError(known ? t('fixErrors') : t('saveFailed'));
      notify.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const togglePublished = async () => {
    if (!book) return;
    setBusy(true);
    try {
      const changed = await setBookPublished(book.id, !book.published);
      setBook(changed);
      notify.success(t(changed.published ? 'publishedToast' : 'unpublishedToast'));
    } catch {
      notify.error(t('publicationFailed'));
    } finally {
      setBusy(false);
    }
  };

  const pickers = (render: (choices: BookChoices) => ReactNode) => {
    if (choices) return render(choices);
    if (failed) {
      return (
        <div role="alert">
          <p>{t('choicesError')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      );
    }
    return <Spinner label={t('choicesLoading')} />;
  };

  const collaboratorField = (field: 'author_id' | 'translator_id' | 'illustrator_id', label: string, people: BookChoices['collaborators']) => (
    <SelectField label={label} {...text(field)}>
      <option value="">{t('nobody')}</option>
      {people.map((person) => (
        <option key={person.id} value={String(person.id)}>
          {person._nom}
        </option>
      ))}
    </SelectField>
  );

  return (
    <section className="admin-page books-form-page">
      <BackLink />
      <h1>{book ? t('editBookTitle', { title: book.title }) : t('newBookTitle')}</h1>
      {book && (
        <div className="books-publication">
          <p className={book.published ? 'books-status books-status--published' : 'books-status'}>
            {t(book.published ? 'statusPublished' : 'statusUnpublished')}
          </p>
          <Button variant="secondary" busy={busy} onClick={() => void togglePublished()}>
            {t(book.published ? 'unpublish' : 'publish')}
          </Button>
        </div>
      )}
      <form className="admin-form books-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p className="admin-form__error" role="alert">
            {formError}
          </p>
        )}
        <fieldset>
          <legend>{t('sectionBook')}</legend>
          <div className="admin-form__grid">
            <Field label={t('title')} required maxLength={ADMIN_BOOK_LIMITS.titleLength} {...text('title')} />
            <Field label={t('ean')} inputMode="numeric" autoComplete="off" maxLength={ADMIN_BOOK_LIMITS.eanLength} hint={t('eanHint')} {...text('ean')} />
            <SelectField label={t('language')} value={draft.language} onChange={(event) => set('language', event.target.value === 'en' ? 'en' : 'fr')} error={message('language')}>
              <option value="fr">{t('languageFr')}</option>
              <option value="en">{t('languageEn')}</option>
            </SelectField>
            <Field label={t('year')} inputMode="numeric" hint={t('yearHint')} {...text('first_published_year')} />
          </div>
          <DescriptionField value={draft.description_html} onChange={(html) => set('description_html', html)} error={message('description_html')} />
        </fieldset>
        <fieldset>
          <legend>{t('sectionPeople')}</legend>
          {pickers((lists) => (
            <div className="admin-form__grid">
              {collaboratorField('author_id', t('author'), lists.collaborators)}
              {collaboratorField('translator_id', t('translator'), lists.collaborators)}
              {collaboratorField('illustrator_id', t('illustrator'), lists.collaborators)}
              <SelectField label={t('publisher')} {...text('publisher_id')}>
                <option value="">{t('nobody')}</option>
                {lists.publishers.map((publisher) => (
                  <option key={publisher.id} value={String(publisher.id)}>
                    {publisher.title}
                  </option>
                ))}
              </SelectField>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('sectionCatalogue')}</legend>
          {pickers((lists) => (
            <>
              <SelectField label={t('collection')} {...text('collection_id')}>
                <option value="">{t('noCollection')}</option>
                {lists.collections.map((collection) => (
                  <option key={collection.id} value={String(collection.id)}>
                    {collection.nom}
                  </option>
                ))}
              </SelectField>
              <CategoryPicker categories={lists.categories} value={draft.category_ids} onChange={(ids) => set('category_ids', ids)} error={message('category_ids')} />
            </>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('sectionPrice')}</legend>
          <div className="admin-form__grid">
            <Field label={t('priceHt')} inputMode="decimal" {...text('price_ht')} />
            <Field label={t('priceTtc')} inputMode="decimal" {...text('price_ttc')} />
            <Field
              label={t('discount')}
              inputMode="numeric"
              hint={t(draftDiscountCap(draft, lawContext()) < 100 ? 'discountHintCapped' : 'discountHintExempt')}
              {...text('discount_percent')}
            />
            <Field label={t('weight')} inputMode="numeric" {...text('weight_grams')} />
            <Field label={t('stock')} inputMode="numeric" hint={t('stockHint')} {...text('stock')} />
            <Field label={t('publishedOn')} type="date" hint={t('publishedOnHint')} {...text('published_on')} />
            <Field label={t('lastRestockedOn')} type="date" max={lawContext().today} hint={t('lastRestockedOnHint')} {...text('last_restocked_on')} />
          </div>
          {book && book.stock_alerts_pending > 0 && <p className="books-alerts">{t('stockAlertsWaiting', { count: book.stock_alerts_pending })}</p>}
          {book && (
            <div className="books-held">
              <p>{t('unpaidHeld', { count: book.unpaid_held_copies })}</p>
              <p className="field__hint">{t('unpaidHeldHint')}</p>
            </div>
          )}
        </fieldset>
        {book ? (
          <BookImages book={book} onChange={setBook} />
        ) : (
          <fieldset>
            <legend>{t('images')}</legend>
            <p className="field__hint">{t('imagesAfterCreate')}</p>
          </fieldset>
        )}
        <div className="admin-form__actions books-form__actions">
          {!book && (
            <label className="admin-form__switch">
              <input type="checkbox" checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
              {t('publishOnSave')}
            </label>
          )}
          <Button type="submit" busy={busy}>
            {t(book ? 'save' : 'create')}
          </Button>
        </div>
      </form>
      {book && <BookLocationStock bookId={book.id} loaded={loaded.locationStock} />}
      {book && <BookPreorders loaded={loaded.preorders} onRetry={() => void revalidator.revalidate()} />}
      {book && <BookPick bookId={book.id} loaded={loaded.pick} />}
      {book && <BookEditions book={book} loaded={loaded.editions} />}
    </section>
  );
}
