/**
 * What the header search needs once a shopper starts typing: the request for suggestions and the list's options.
 * Loaded on the search box's first focus (smart-search.tsx), not with every page.
 */
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { DESCRIPTION_LIMIT, truncate } from '@bookshop/store';
import { LazyImage, Price, htmlToText } from '@bookshop/ui';
import { fetchArticles } from '../../lib/api';
import { matchKind } from './match-kind';
import { smartSearchMessages } from './smart-search-messages';

const RESULT_COUNT = 8;

/** The books that match what is typed, at most 8 (spec section 9). */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Article[]> {
  return (await fetchArticles({ smart_search: text, page_size: RESULT_COUNT }, { signal })).data;
}

const KIND_LABELS = {
  isbn: 'matchIsbn',
  translator: 'matchTranslator',
  illustrator: 'matchIllustrator',
  collection: 'matchCollection',
  publisher: 'matchPublisher',
} as const;

/** Says why a result matched when it was not by its title (a translator, a collection, an ISBN…). */
function MatchLabel({ article, query }: { article: Article; query: string }) {
  const t = useT(smartSearchMessages);
  const kind = matchKind(article, query);
  // A title or author match needs no label: both are shown on every result.
  if (!kind || kind === 'title' || kind === 'author') return null;
  const value = {
    isbn: article.isbn_hyphenated,
    translator: article.dc_traducteur?._nom,
    illustrator: article.dc_illustrateur?._nom,
    collection: article.dc_collection?.nom,
    publisher: article.dc_editor?.title,
  }[kind];
  return <span className="smart-search__kind">{t(KIND_LABELS[kind], { value: value ?? '' })}</span>;
}

export interface SuggestionOptionsProps {
  articles: Article[];
  /** The query the articles answer. */
  query: string;
  listId: string;
  active: number;
  onPick: (article: Article) => void;
  onHover: (index: number) => void;
}

/** The options of the search's listbox: cover, title, author, why it matched, the start of its description, price. */
export function SuggestionOptions({ articles, query, listId, active, onPick, onHover }: SuggestionOptionsProps) {
  const t = useT(smartSearchMessages);
  return articles.map((article, index) => (
    <li
      key={article.id}
      id={`${listId}-option-${index}`}
      role="option"
      aria-selected={index === active}
      className={index === active ? 'smart-search__option smart-search__option--active' : 'smart-search__option'}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(article)}
      onMouseEnter={() => onHover(index)}
    >
      <span className="smart-search__cover">
        <LazyImage src={article.articleimage[0]?.link ?? ''} alt="" width={40} height={60} eager sizes="40px" />
      </span>
      <span className="smart-search__text">
        <span className="smart-search__title">{article.designation}</span>
        {article.dc_auteur && <span className="smart-search__author">{t('by', { author: article.dc_auteur._nom })}</span>}
        <MatchLabel article={article} query={query} />
        <span className="smart-search__description">{truncate(htmlToText(article.descriptif), DESCRIPTION_LIMIT, '')}</span>
      </span>
      <Price priceTtc={article._prix_public_ttc} discount={article.discount} className="smart-search__price" />
    </li>
  ));
}
