import { Link } from 'react-router-dom';
import { pickExcerpt, type Article, type ArticlePick, type ListAnswer } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LazyImage, Price } from '@bookshop/ui';
import { catalogCommonMessages } from '../../lib/common-messages';
import { StockState } from './stock-state';
import { PickBadge, PickExcerpt } from '../picks/pick-card';

/**
 * A card's title is one heading level below what the list sits under: h3 in a section with its own h2 (the home
 * page's lists, related books), h2 in a list straight under the page's h1 (/books, a collection).
 */
export type CardTitleLevel = 2 | 3;

/** How wide a card's cover is shown: two columns on a phone, a grid column of about 15rem wider up. */
const CARD_SIZES = '(max-width: 40em) 45vw, 15rem';

/** What a book card shows of an article. */
export type CardArticle = Pick<Article, 'id' | 'designation' | 'discount' | '_prix_public_ttc' | '_qte_a_terme_calcule' | 'forthcoming'> & {
  /** The first picture's address (`articleimage`), null when it has none. */
  cover: string | null;
  /** The author's name (`dc_auteur`), null when none is known. */
  author: string | null;
  /** The book's pick: `true` where the card shows only its badge, the pick itself where it shows the note (`showPick`). */
  pick: ArticlePick | true | null;
};

/** What a card keeps of a pick: its badge only, or (`pickNotes`) the pick with the start of each note. */
interface CardOptions {
  pickNotes?: boolean;
}

/** An article as its card shows it (`toCards`). */
export function toCard(article: Article, { pickNotes = false }: CardOptions = {}): CardArticle {
  const { id, designation, dc_auteur, discount, _prix_public_ttc, _qte_a_terme_calcule, articleimage, forthcoming, pick } = article;
  return {
    id,
    designation,
    author: dc_auteur?._nom ?? null,
    discount,
    _prix_public_ttc,
    _qte_a_terme_calcule,
    cover: articleimage[0]?.link ?? null,
    forthcoming,
    // A card shows at most the start of a note.
    pick: pick && (pickNotes ? { ...pick, note_fr: pickExcerpt(pick.note_fr), note_en: pick.note_en && pickExcerpt(pick.note_en) } : true),
  };
}

/**
 * A list's page of articles as its cards show them. A list's loader keeps only this: its data is serialised into the
 * server-rendered page, and descriptions, collections and categories a card never shows made up most of it (a home
 * page fitting in the first round trip of a phone's connection, or not). `pickNotes`: the cards show the picks' notes
 * (the home page's "Coups de cœur"); elsewhere a pick is only its badge, and its notes in two languages are left out.
 */
export function toCards(list: ListAnswer<Article>, options: CardOptions = {}): ListAnswer<CardArticle> {
  return { ...list, data: list.data.map((article) => toCard(article, options)) };
}

/**
 * One book in a list: cover, title, author, price, stock. A picked book's cover says so; with `showPick` (the home
 * page's "Coups de cœur") the card shows the start of the note and who signed it instead.
 */
export function BookCard({
  article,
  eager = false,
  titleLevel = 3,
  showPick = false,
}: {
  article: CardArticle;
  eager?: boolean;
  titleLevel?: CardTitleLevel;
  showPick?: boolean;
}) {
  const t = useT(catalogCommonMessages);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  const shownPick = showPick && article.pick !== true ? article.pick : null;
  return (
    <article className="book-card">
      <Link to={`/bookdetails/${article.id}`} className="book-card__link">
        <LazyImage src={article.cover ?? ''} alt="" width={200} height={300} className="book-card__cover" eager={eager} sizes={CARD_SIZES} />
        {article.discount > 0 && <span className="book-card__discount">{t('discount', { discount: article.discount })}</span>}
        {article.pick && !shownPick && <PickBadge />}
        <Title className="book-card__title">{article.designation}</Title>
      </Link>
      {article.author && <p className="book-card__author">{article.author}</p>}
      {shownPick && <PickExcerpt pick={shownPick} />}
      <div className="book-card__footer">
        <Price priceTtc={article._prix_public_ttc} discount={article.discount} />
        <StockState article={article} />
      </div>
    </article>
  );
}

/** A grid of book cards; the first row loads its covers at once. */
export function BookGrid({
  articles,
  eagerCount = 0,
  titleLevel,
  showPicks = false,
}: {
  articles: CardArticle[];
  eagerCount?: number;
  titleLevel?: CardTitleLevel;
  showPicks?: boolean;
}) {
  return (
    <ul className="book-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BookCard article={article} eager={index < eagerCount} titleLevel={titleLevel} showPick={showPicks} />
        </li>
      ))}
    </ul>
  );
}
