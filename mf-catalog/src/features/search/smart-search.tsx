import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import type * as SuggestionsModule from './search-suggestions';
import { smartSearchMessages } from './smart-search-messages';

/** Timings and limits of spec sections 2 and 9. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_MIN_CHARS = 2;
export const DROPDOWN_HIDE_DELAY_MS = 200;

type Suggestions = typeof SuggestionsModule;
let suggestionsModule: Promise<Suggestions> | undefined;
/** The suggestions' code (its request and its list), fetched once, on the box's first focus. */
const loadSuggestions = () => (suggestionsModule ??= import('./search-suggestions'));

/**
 * Header search: an ARIA combobox. After a 500 ms pause on 2+ characters it asks the server; the list shows while
 * there are results, the query is longer than 1 character and the input has focus, and hides 200 ms after blur.
 * Before its script runs it is a plain form: GET /books?q=… (the book list's search).
 */
export function SmartSearch() {
  const t = useT(smartSearchMessages);
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Article[]>([]);
  const [searched, setSearched] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<Suggestions>();
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const text = query.trim();
  useEffect(() => {
    if (text.length < SEARCH_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadSuggestions().then((loaded) => {
        setSuggestions(() => loaded);
        return loaded.fetchSuggestions(text, controller.signal);
      }).then(
        (articles) => {
          setResults(articles);
          setSearched(text);
          setActive(-1);
        },
        (error: unknown) => {
          // Search failures are ignored silently (spec section 8); a stale list is cleared.
          if (!controller.signal.aborted) {
            console.warn('[catalog] search failed', error);
            setResults([]);
          }
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Answers for an older query are not shown: what is listed always matches what is typed.
  const current = searched === text && text.length >= SEARCH_MIN_CHARS;
  const shown = current ? results : [];
  const open = focused && text.length > 1 && current;
  const showList = open && shown.length > 0;

  const pick = (article: Article) => {
    setQuery('');
    setResults([]);
    setSearched('');
    setActive(-1);
    navigate(`/bookdetails/${article.id}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown[active];
    if (chosen) return pick(chosen);
    if (text.length >= SEARCH_MIN_CHARS) {
      setFocused(false);
      navigate(`/books?q=${encodeURIComponent(text)}`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setFocused(true);
      setActive((index) => (index + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (showList) setFocused(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <form className="smart-search bk-search" role="search" action="/books" method="get" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('searchLabel')}
      </label>
      <input
        id={`${listId}-input`}
        className="bk-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-option-${active}` : undefined}
        placeholder={t('searchPlaceholder')}
        name="q"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setFocused(true);
        }}
        onFocus={() => {
          void loadSuggestions().then((loaded) => setSuggestions(() => loaded), () => undefined);
          clearTimeout(blurTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setFocused(false), DROPDOWN_HIDE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="bk-search__submit" aria-label={t('searchSubmit')} />
      <ul id={listId} role="listbox" aria-label={t('searchResults')} className="smart-search__list" hidden={!showList}>
        {suggestions && showList && (
          <suggestions.SuggestionOptions articles={shown} query={searched} listId={listId} active={active} onPick={pick} onHover={setActive} />
        )}
      </ul>
      {open && shown.length === 0 && (
        <p className="smart-search__empty" role="status">
          {t('noResults', { query: searched })}
        </p>
      )}
    </form>
  );
}
