import { Link } from 'react-router-dom';
import { pickExcerpt, type Article, type ListAnswer } from '@bookshop/contracts';
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
export type CardArticle = Pick<Article, 'id' | 'designation' | 'dc_auteur' | 'discount' | '_prix_public_ttc' | '_qte_a_terme_calcule' | 'articleimage' | 'forthcoming' | 'pick'>;

/**
 * A list's page of articles as its cards show them. A list's loader keeps only this: its data is serialised into the
 * server-rendered page, and descriptions, collections and categories a card never shows made up most of it (a home
 * page fitting in the first round trip of a phone's connection, or not).
 */
export function toCards(list: ListAnswer<Article>): ListAnswer<CardArticle> {
  return {
    ...list,
    data: list.data.map(({ id, designation, dc_auteur, discount, _prix_public_ttc, _qte_a_terme_calcule, articleimage, forthcoming, pick }) => ({
      id,
      designation,
      dc_auteur,
      discount,
      _prix_public_ttc,
      _qte_a_terme_calcule,
      articleimage: articleimage.slice(0, 1),
      forthcoming,
      // A card shows at most the start of a note.
      pick: pick && { ...pick, note_fr: pickExcerpt(pick.note_fr), note_en: pick.note_en && pickExcerpt(pick.note_en) },
    })),
  };
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
  const cover = article.articleimage[0]?.link ?? '';
  return (
    <article className="book-card">
      <Link to={`/bookdetails/${article.id}`} className="book-card__link">
        <LazyImage src={cover} alt="" width={200} height={300} className="book-card__cover" eager={eager} sizes={CARD_SIZES} />
        {article.discount > 0 && <span className="book-card__discount">{t('discount', { discount: article.discount })}</span>}
        {article.pick && !showPick && <PickBadge />}
        <Title className="book-card__title">{article.designation}</Title>
      </Link>
      {article.dc_auteur && <p className="book-card__author">{article.dc_auteur._nom}</p>}
      {article.pick && showPick && <PickExcerpt pick={article.pick} />}
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
