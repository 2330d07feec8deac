import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Article, ArticleEdition, CollaboratorRef, ProductForm } from '@bookshop/contracts';
import { formatPublicationDate } from '@bookshop/contracts';
import { formatShopDate, useT } from '@bookshop/i18n';
import { DESCRIPTION_LIMIT, discountedPrice, formatShopPrice, truncate, useRootStore } from '@bookshop/store';
import { htmlToText, HydrateLater, Price, RemoteSlot, usePageMeta, useSiteOrigin } from '@bookshop/ui';
import { fetchArticle, fromRequest } from '../../lib/api';
import { orNotFound, routeId, RouteError } from '../../lib/page-states';
import { bookCategoryPath, Breadcrumb } from '../../lib/breadcrumb';
import { bookJsonLd } from './book-json-ld';
import { BookGallery } from './book-gallery';
import { BookReviews } from './book-reviews';
import { RelatedBooks } from './related-books';
import { bookDetailsMessages } from './book-details-messages';
import { StockState } from '../books/stock-state';
import { CompareButton } from '../compare/compare-button';
import { StockAlert } from '../stock-alert/stock-alert';
import { BookPick } from '../picks/book-pick';
import { BookLocations } from './book-locations';
import './book-details.css';

const FORM_LABELS: Record<ProductForm, 'formHardback' | 'formPaperback' | 'formPocket' | 'formDigital' | 'formOther'> = {
  hardback: 'formHardback',
  paperback: 'formPaperback',
  pocket: 'formPocket',
  digital: 'formDigital',
  other: 'formOther',
};

/** What the book page shows: the book (its categories, with their parents, make the breadcrumb). */
export interface BookDetailsData {
  article: Article;
}

/** The route's loader, on the server and in the browser: the book, or the route's 404 (unknown or unpublished). */
export async function bookDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<BookDetailsData> {
  const articleId = routeId(params.id);
  if (!articleId) throw data(null, { status: 404 });
  const article = await orNotFound(fetchArticle(articleId, fromRequest(request)));
  return { article };
}

/** The route's error boundary: the book is not there, or could not be read. */
export function BookDetailsError() {
  const t = useT(bookDetailsMessages);
  usePageMeta({ title: t('booksTitle') });
  return <RouteError notFound={t('bookNotFound')} backTo="/books" backLabel={t('backToBooks')} />;
}

/**
 * "Aussi en anglais : Notre-Dame de Paris": the other editions of the book's work (its text in the other language),
 * from the book's own answer, so the server-rendered page already holds the links.
 */
function OtherEditions({ editions }: { editions: ArticleEdition[] }) {
  const t = useT(bookDetailsMessages);
  if (editions.length === 0) return null;
  return (
    <ul className="book-details__editions">
      {editions.map((edition) => (
        <li key={edition.id}>
          <Link to={`/bookdetails/${edition.id}`} hrefLang={edition.language}>
            {t(edition.language === 'en' ? 'alsoInEnglish' : 'alsoInFrench')} <cite lang={edition.language}>{edition.designation}</cite>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A collaborator's page. */
const collaboratorPath = (person: CollaboratorRef) => `/collaborator/${person.id}/details`;

/** /bookdetails/{id}: every field of the book, its price and stock, and the cart's add-to-cart control. */
export function BookDetailsPage() {
  const t = useT(bookDetailsMessages);
  const { article } = useLoaderData<BookDetailsData>();
  const origin = useSiteOrigin();
  usePageMeta({
    title: article.designation,
    description: htmlToText(article.descriptif),
    canonicalPath: `/bookdetails/${article.id}`,
    image: article.articleimage[0]?.link,
    price: { amount: discountedPrice(article._prix_public_ttc, article.discount), currency: 'EUR' },
  });
  const currency = useRootStore((s) => s.currency);
  const rate = useRootStore((s) => s.currencyRate);
  const language = useRootStore((s) => s.language);
  const people: Array<[string, CollaboratorRef | null]> = [
    [t('author'), article.dc_auteur],
    [t('translator'), article.dc_traducteur],
    [t('illustrator'), article.dc_illustrateur],
  ];
  const onSaleSince = article.published_at ? formatShopDate(article.published_at, language) : null;

  return (
    <article className="book-details" data-boundary="catalog">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: bookJsonLd(article, origin, language) }} />
      {/* The buy box hydrates first: the rest of the page, in HydrateLater, once it is live. */}
      <HydrateLater>
        <Breadcrumb path={bookCategoryPath(article)} current={{ name: article.designation, to: `/bookdetails/${article.id}` }} />
        <BookGallery images={article.articleimage} title={article.designation} />
      </HydrateLater>
      <div className="book-details__main">
        <h1 className="book-details__title">{article.designation}</h1>
        {article.dc_auteur && (
          <p className="book-details__author">
            <Link to={collaboratorPath(article.dc_auteur)}>{t('by', { author: article.dc_auteur._nom })}</Link>
          </p>
        )}
        <OtherEditions editions={article.editions} />
        <div className="book-details__buy">
          <div className="book-details__price">
            <Price priceTtc={article._prix_public_ttc} discount={article.discount} />
            {article.discount > 0 && <span className="book-details__discount">{t('discount', { discount: article.discount })}</span>}
          </div>
          <p className="book-details__excl">{t('priceExcl', { price: formatShopPrice(article.prixpublic, article.discount, currency, rate, language) })}</p>
          <StockState article={article} />
          {article.forthcoming === null && <BookLocations locations={article.locations} />}
          <StockAlert articleId={article.id} stock={article._qte_a_terme_calcule} forthcoming={article.forthcoming !== null} />
          <div className="book-details__actions">
            <div className="book-details__slot book-details__slot--cart">
              <RemoteSlot id="cart/add-to-cart-button" props={{ articleId: article.id, article }} />
            </div>
            <div className="book-details__slot book-details__slot--wishlist">
              <RemoteSlot id="account/wishlist-button" props={{ articleId: article.id }} afterPage />
            </div>
            <CompareButton articleId={article.id} />
          </div>
        </div>
        <HydrateLater>
          {article.pick && <BookPick pick={article.pick} />}
          <section className="book-details__section">
            <h2>{t('description')}</h2>
            {/* The server sanitises descriptions before it stores them. */}
            <div className="book-details__description" dangerouslySetInnerHTML={{ __html: truncate(article.descriptif, DESCRIPTION_LIMIT, '') }} />
          </section>
          <section className="book-details__section">
            <h2>{t('details')}</h2>
            <dl className="book-details__facts">
              {people
                .filter((entry): entry is [string, CollaboratorRef] => entry[1] !== null)
                .map(([label, person]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <Link to={collaboratorPath(person)}>{person._nom}</Link>
                    </dd>
                  </div>
                ))}
              {article.dc_editor && (
                <div>
                  <dt>{t('publisher')}</dt>
                  <dd>
                    <Link to={`/books?publisher=${article.dc_editor.id}`} aria-label={t('publisherBooks', { publisher: article.dc_editor.title })}>
                      {article.dc_editor.title}
                    </Link>
                  </dd>
                </div>
              )}
              {article.dc_collection && (
                <div>
                  <dt>{t('collection')}</dt>
                  <dd>
                    <Link to={`/collection-details/${article.dc_collection.id}`}>{article.dc_collection.nom}</Link>
                  </dd>
                </div>
              )}
              {article.product_form && (
                <div>
                  <dt>{t('form')}</dt>
                  <dd>{t(FORM_LABELS[article.product_form])}</dd>
                </div>
              )}
              {article.page_count !== null && (
                <div>
                  <dt>{t('pages')}</dt>
                  <dd>{article.page_count}</dd>
                </div>
              )}
              {article.published_on !== null && !article.forthcoming && (
                <div>
                  <dt>{t('published')}</dt>
                  <dd>{formatPublicationDate(article.published_on, article.published_on_precision, language)}</dd>
                </div>
              )}
              {article.first_published_year !== null && (
                <div>
                  <dt>{t('firstPublished')}</dt>
                  <dd>{article.first_published_year}</dd>
                </div>
              )}
              {onSaleSince && (
                <div>
                  <dt>{t('onSaleSince')}</dt>
                  <dd>
                    <time dateTime={article.published_at ?? undefined}>{onSaleSince}</time>
                  </dd>
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
                <dd>{article.isbn_hyphenated}</dd>
              </div>
              <div>
                <dt>{t('language')}</dt>
                <dd>{article.language === 'en' ? t('languageEn') : t('languageFr')}</dd>
              </div>
              {/* The trade's records give no weight: unknown is not shown as 0 g. */}
              {article._poids_net > 0 && (
                <div>
                  <dt>{t('weight')}</dt>
                  <dd>{t('grams', { weight: article._poids_net })}</dd>
                </div>
              )}
              <div>
                <dt>{t('rating')}</dt>
                <dd>{article.average_rate > 0 ? t('ratingValue', { rate: article.average_rate.toFixed(1) }) : t('noRating')}</dd>
              </div>
            </dl>
          </section>
        </HydrateLater>
      </div>
      <HydrateLater>
        <div className="book-details__more">
          <BookReviews articleId={article.id} />
          <RelatedBooks article={article} />
        </div>
      </HydrateLater>
    </article>
  );
}
