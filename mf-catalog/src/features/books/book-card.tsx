import { Link } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LazyImage, Price } from '@bookshop/ui';
import { catalogCommonMessages } from '../../lib/common-messages';
import { StockState } from './stock-state';

/**
 * A card's title is one heading level below what the list sits under: h3 in a section with its own h2 (the home
 * page's lists, related books), h2 in a list straight under the page's h1 (/books, a collection).
 */
export type CardTitleLevel = 2 | 3;

/** One book in a list: cover, title, author, price, stock. */
export function BookCard({ article, eager = false, titleLevel = 3 }: { article: Article; eager?: boolean; titleLevel?: CardTitleLevel }) {
  const t = useT(catalogCommonMessages);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="book-card">
      <Link to={`/bookdetails/${article.id}`} className="book-card__link">
        <LazyImage src={article.articleimage[0]?.link ?? ''} alt="" width={200} height={300} className="book-card__cover" eager={eager} />
        {article.discount > 0 && <span className="book-card__discount">{t('discount', { discount: article.discount })}</span>}
        <Title className="book-card__title">{article.designation}</Title>
      </Link>
      {article.dc_auteur && <p className="book-card__author">{article.dc_auteur._nom}</p>}
      <div className="book-card__footer">
        <Price priceTtc={article._prix_public_ttc} discount={article.discount} />
        <StockState stock={article._qte_a_terme_calcule} />
      </div>
    </article>
  );
}

/** A grid of book cards; the first row loads its covers at once. */
export function BookGrid({ articles, eagerCount = 0, titleLevel }: { articles: Article[]; eagerCount?: number; titleLevel?: CardTitleLevel }) {
  return (
    <ul className="book-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BookCard article={article} eager={index < eagerCount} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
