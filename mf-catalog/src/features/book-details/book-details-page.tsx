import { useParams } from 'react-router-dom';
import type { Article } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { DESCRIPTION_LIMIT, formatShopPrice, truncate, useRootStore } from '@bookshop/store';
import { htmlToText, LazyImage, LoadingBlock, Price, RemoteSlot, useAsync, usePageMeta } from '@bookshop/ui';
import { fetchArticle } from '../../lib/catalog-api';
import { notFoundError, PageError, routeId } from '../../lib/page-states';
import { formatIsbn } from '../../lib/text';
import { bookJsonLd } from './book-json-ld';
import { BookReviews } from './book-reviews';
import { RelatedBooks } from './related-books';
import { bookDetailsMessages } from './book-details-messages';
import { StockState } from '../books/stock-state';
import { CompareButton } from '../compare/compare-button';

/** /bookdetails/{id}: every field of the book, its price and stock, and the cart's add-to-cart control. */
export function BookDetailsPage() {
  const t = useT(bookDetailsMessages);
  const articleId = routeId(useParams().id);
  const book = useAsync(() => (articleId ? fetchArticle(articleId) : Promise.reject(notFoundError())), [articleId]);

  usePageMeta({
    title: book.status === 'success' ? book.data.designation : t('booksTitle'),
    description: book.status === 'success' ? htmlToText(book.data.descriptif) : undefined,
    canonicalPath: articleId ? `/bookdetails/${articleId}` : undefined,
  });

  if (book.status === 'loading') return <LoadingBlock />;
  if (book.status === 'error') return <PageError error={book.error} onRetry={book.reload} notFound={t('bookNotFound')} backTo="/books" backLabel={t('backToBooks')} />;
  return <BookDetails article={book.data} />;
}

function BookDetails({ article }: { article: Article }) {
  const t = useT(bookDetailsMessages);
  const currency = useRootStore((s) => s.currency);
  const rate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  const people: Array<[string, string | undefined]> = [
    [t('author'), article.dc_auteur?._nom],
    [t('translator'), article.dc_traducteur?._nom],
    [t('illustrator'), article.dc_illustrateur?._nom],
  ];

  return (
    <article className="book-details" data-boundary="catalog">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: bookJsonLd(article, window.location.origin) }} />
      <div className="book-details__cover">
        <LazyImage src={article.articleimage[0]?.link ?? ''} alt={article.designation} width={400} height={600} eager />
      </div>
      <div className="book-details__main">
        <h1 className="book-details__title">{article.designation}</h1>
        {article.dc_auteur && <p className="book-details__author">{t('by', { author: article.dc_auteur._nom })}</p>}
        <div className="book-details__buy">
          <div className="book-details__price">
            <Price priceTtc={article._prix_public_ttc} discount={article.discount} />
            {article.discount > 0 && <span className="book-details__discount">{t('discount', { discount: article.discount })}</span>}
          </div>
          <p className="book-details__excl">{t('priceExcl', { price: formatShopPrice(article.prixpublic, article.discount, currency, rate, language) })}</p>
          <StockState stock={article._qte_a_terme_calcule} />
          <div className="book-details__actions">
            <div className="book-details__slot book-details__slot--cart">
              <RemoteSlot id="cart/add-to-cart-button" props={{ articleId: article.id }} afterPaint />
            </div>
            <div className="book-details__slot book-details__slot--wishlist">
              <RemoteSlot id="account/wishlist-button" props={{ articleId: article.id }} afterPaint />
            </div>
            <CompareButton articleId={article.id} />
          </div>
        </div>
        <section className="book-details__section">
          <h2>{t('description')}</h2>
          {/* The server sanitises descriptions before it stores them. */}
          <div className="book-details__description" dangerouslySetInnerHTML={{ __html: truncate(article.descriptif, DESCRIPTION_LIMIT, '') }} />
        </section>
        <section className="book-details__section">
          <h2>{t('details')}</h2>
          <dl className="book-details__facts">
            {people
              .filter((entry): entry is [string, string] => Boolean(entry[1]))
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            {article.dc_editor && (
              <div>
                <dt>{t('publisher')}</dt>
                <dd>{article.dc_editor.title}</dd>
              </div>
            )}
            {article.dc_collection && (
              <div>
                <dt>{t('collection')}</dt>
                <dd>{article.dc_collection.nom}</dd>
              </div>
            )}
            {article.categories.length > 0 && (
              <div>
                <dt>{t('categories')}</dt>
                <dd>{article.categories.map((category) => category._nom).join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>{t('isbn')}</dt>
              <dd>{formatIsbn(article._code_barre)}</dd>
            </div>
            <div>
              <dt>{t('language')}</dt>
              <dd>{article.language === 'en' ? t('languageEn') : t('languageFr')}</dd>
            </div>
            <div>
              <dt>{t('weight')}</dt>
              <dd>{t('grams', { weight: article._poids_net })}</dd>
            </div>
            <div>
              <dt>{t('rating')}</dt>
              <dd>{article.average_rate > 0 ? t('ratingValue', { rate: article.average_rate.toFixed(1) }) : t('noRating')}</dd>
            </div>
          </dl>
        </section>
      </div>
      <div className="book-details__more">
        <BookReviews articleId={article.id} />
        <RelatedBooks article={article} />
      </div>
    </article>
  );
}
