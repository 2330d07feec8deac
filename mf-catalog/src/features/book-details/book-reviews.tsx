import { formatShopDate, useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync } from '@bookshop/ui';
import { fetchReviews } from './api';
import { bookDetailsMessages } from './book-details-messages';

/** The reviews of the customers who bought and received the book (written from /review/{order}). */
export function BookReviews({ articleId }: { articleId: number }) {
  const t = useT(bookDetailsMessages);
  const language = useRootStore((s) => s.language);
  const reviews = useAsync(() => fetchReviews(articleId), [articleId]);
  return (
    <section className="book-details__section book-reviews" aria-labelledby="book-reviews-title">
      <h2 id="book-reviews-title">{t('readerReviews')}</h2>
      {reviews.status === 'loading' && <LoadingBlock />}
      {reviews.status === 'error' && <p>{t('reviewsFailed')}</p>}
      {reviews.status === 'success' && reviews.data.length === 0 && <p className="empty-state">{t('noReviews')}</p>}
      {reviews.status === 'success' && reviews.data.length > 0 && (
        <ul className="book-reviews__list">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <p className="book-reviews__stars">
                <span aria-hidden="true">
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
                <span className="visually-hidden">{t('reviewStars', { rating: review.rating })}</span>
              </p>
              {review.comment && <p>{review.comment}</p>}
              <p className="book-reviews__by">{t('reviewBy', { name: review.author_name, date: formatShopDate(review.created_at, language) })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
