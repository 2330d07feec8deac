import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { EDITION_LINK_ERRORS, type AdminArticle, type AdminEdition, type EditionLinkError } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify, Spinner, type Settled } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { fetchBooks, linkEdition, unlinkEdition } from './api';
import { bookEditionsMessages, type BookEditionsMessageKey } from './book-editions-messages';

/** How many books a search for the other edition lists: a title or an ISBN names it among the first few. */
const RESULTS = 8;

type Search = { status: 'idle' } | { status: 'loading' } | { status: 'error' } | { status: 'done'; books: AdminArticle[] };

const isLinkError = (code: string): code is EditionLinkError => (EDITION_LINK_ERRORS as readonly string[]).includes(code);

/** The server's refusal in the admin's words (the book itself, the same language, another work), else a failure. */
function linkFailure(failure: unknown): BookEditionsMessageKey {
  return failure instanceof ApiError && isLinkError(failure.code) ? failure.code : 'linkFailed';
}

/**
 * The data of a read the page's loader answers again (a retry, the admin's language): its last success, kept on screen
 * while a later read fails, so a part of the page that was shown is not taken away; null before any success.
 */
export function useLastAnswer<T>(read: Settled<T> | null | undefined): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (read?.status === 'success' && read.data !== last) setLast(read.data);
  return read?.status === 'success' ? read.data : last;
}

/**
 * A saved book's other editions (the same work in the other language): each leads to its own form; the book can be
 * taken out of its work, or, in none, linked to the edition found by a search (title, author or ISBN). Each change
 * is saved at once, apart from the book form's fields. `loaded` is what the page's loader read of them (undefined
 * while it reads); its Retry runs the loaders again.
 */
export function BookEditions({ book, loaded }: { book: AdminArticle; loaded: Settled<AdminEdition[]> | null | undefined }) {
  const t = useT(bookEditionsMessages);
  const headingId = useId();
  const revalidator = useRevalidator();
  const read = useLastAnswer(loaded);
  // The server's answer to a link or an unlink, shown until the loader answers again.
  const [changed, setChanged] = useState<{ after: AdminEdition[] | null; editions: AdminEdition[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<BookEditionsMessageKey | null>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  // Where the keyboard goes once a change is drawn: the buttons it was on are gone.
  const section = useRef<HTMLElement>(null);
  const editions = changed && changed.after === read ? changed.editions : read;
  const failed = editions === null && loaded?.status === 'error' && revalidator.state === 'idle';

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (query.trim() === '') return;
    setSearch({ status: 'loading' });
    try {
      const found = await fetchBooks({ q: query.trim(), page_size: RESULTS });
      setSearch({ status: 'done', books: found.data });
    } catch {
      setSearch({ status: 'error' });
    }
  };

  const link = async (other: AdminArticle) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await linkEdition(book.id, other.id);
      setChanged({ after: read, editions: answer });
      setSearch({ status: 'idle' });
      setQuery('');
      notify.success(t('linked', { title: other.title }));
      section.current?.focus();
    } catch (failure) {
      setProblem(linkFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  const unlink = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await unlinkEdition(book.id);
      setChanged({ after: read, editions: answer });
      notify.success(t('unlinked'));
      // The search box takes the unlink button's place.
      requestAnimationFrame(() => section.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus());
    } catch {
      setProblem('unlinkFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section ref={section} tabIndex={-1} className="admin-form books-editions" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{t('editions')}</h2>
      <p className="field__hint">{t('editionsHint')}</p>
      {editions === null && !failed && (
        <p role="status" className="books-editions__loading">
          <Spinner size="small" /> {t('editionsLoading')}
        </p>
      )}
      {failed && (
        <div role="alert" className="admin-list-error">
          <p>{t('editionsLoadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('editionsRetry')}</Button>
        </div>
      )}
      {editions && editions.length === 0 && <p>{t('noEditions')}</p>}
      {editions && editions.length > 0 && (
        <>
          <ul className="books-editions__list">
            {editions.map((edition) => (
              <li key={edition.id}>
                <span className="books-editions__language">{t(edition.language === 'en' ? 'editionLanguageEn' : 'editionLanguageFr')}</span>{' '}
                <Link to={`/admin-panel/books/${edition.id}`} aria-label={t('editionOpen', { title: edition.title })}>
                  <cite lang={edition.language}>{edition.title}</cite>
                </Link>{' '}
                <span className="books-table__ean">{edition.ean_hyphenated}</span>
                {!edition.published && <span className="books-tag books-tag--warning">{t('editionUnpublished')}</span>}
              </li>
            ))}
          </ul>
          <Button variant="secondary" busy={busy} onClick={() => void unlink()}>
            {t('unlink')}
          </Button>
        </>
      )}
      {editions && editions.length === 0 && (
        <form role="search" aria-label={t('findEdition')} className="books-editions__search" onSubmit={(event) => void find(event)} noValidate>
          <Field
            label={t('findEdition')}
            hint={t('findEditionHint')}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={search.status === 'loading'}>
            {t('search')}
          </Button>
        </form>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {t(problem)}
        </p>
      )}
      {editions && editions.length === 0 && <SearchResults search={search} busy={busy} onLink={(other) => void link(other)} />}
    </section>
  );
}

function SearchResults({ search, busy, onLink }: { search: Search; busy: boolean; onLink: (book: AdminArticle) => void }) {
  const t = useT(bookEditionsMessages);
  if (search.status === 'idle') return null;
  if (search.status === 'loading') return <p role="status">{t('searching')}</p>;
  if (search.status === 'error') return <p role="alert" className="field__error">{t('searchFailed')}</p>;
  if (search.books.length === 0) return <p role="status">{t('noResults')}</p>;
  return (
    <ul className="books-editions__results" aria-label={t('results')}>
      {search.books.map((found) => (
        <li key={found.id}>
          <span>
            <cite lang={found.language}>{found.title}</cite>
            {found.author_name && ` — ${found.author_name}`}
            {' · '}
            {t(found.language === 'en' ? 'editionLanguageEn' : 'editionLanguageFr')}
            {' · '}
            <span className="books-table__ean">{found.ean_hyphenated}</span>
          </span>
          <Button variant="secondary" disabled={busy} aria-label={t('linkLabel', { title: found.title })} onClick={() => onLink(found)}>
            {t('link')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
