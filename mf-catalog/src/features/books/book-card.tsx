import { Link } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LazyImage, Price } from '@bookshop/ui';
import { catalogCommonMessages } from '../../lib/common-messages';
import { StockState } from './stock-state';

/** One book in a list: cover, title, author, price, stock. */
export function BookCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  const t = useT(catalogCommonMessages);
  return (
    <article className="book-card">
      <Link to={`/bookdetails/${article.id}`} className="book-card__link">
        <LazyImage src={article.articleimage[0]?.link ?? ''} alt="" width={200} height={300} className="book-card__cover" eager={eager} />
        {article.discount > 0 && <span className="book-card__discount">{t('discount', { discount: article.discount })}</span>}
        <h3 className="book-card__title">{article.designation}</h3>
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
export function BookGrid({ articles, eagerCount = 0 }: { articles: Article[]; eagerCount?: number }) {
  return (
    <ul className="book-grid">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BookCard article={article} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
