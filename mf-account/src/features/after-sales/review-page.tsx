import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { REVIEW_COMMENT_MAX_LENGTH, type Order, type OrderLine, type OwnReview, type Review } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, usePageMeta, type Settled } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/forms';
import { fetchMyOrder } from '../../lib/api';
import { fetchMyReviews, sendReview } from './api';
import { afterSalesMessages } from './messages';

/** One book of the order: its review if written, else the form to rate it (1 to 5) and comment. */
function BookReview({ orderNumber, line, review, onSent }: { orderNumber: string; line: OrderLine; review?: Review; onSent: (review: Review) => void }) {
  const t = useT(afterSalesMessages);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const group = `rating-${line.article_id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(t('ratingRequired'));
    setError(null);
    setBusy(true);
    try {
      onSent(await sendReview({ order_number: orderNumber, article_id: line.article_id, rating, comment: comment.trim() }));
      notify.success(t('reviewSent'));
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : t('serverError'));
    }
  };

  return (
    <li className="review-book">
      <h2>
        <Link to={`/bookdetails/${line.article_id}`}>{line.title}</Link>
      </h2>
      {review ? (
        <p className="review-book__done">
          <span aria-hidden="true">{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span> {t('yourReview', { rating: review.rating })}
          {review.comment && <span className="review-book__comment">{review.comment}</span>}
        </p>
      ) : (
        <form className="review-form" onSubmit={(event) => void submit(event)} noValidate aria-label={line.title}>
          <fieldset className="rating-input" aria-describedby={error ? `${group}-error` : undefined}>
            <legend>{t('ratingLabel')}</legend>
            {[1, 2, 3, 4, 5].map((value) => (
              <label key={value} className={value <= rating ? 'rating-input__star rating-input__star--on' : 'rating-input__star'}>
                <input type="radio" name={group} value={value} checked={rating === value} onChange={() => setRating(value)} />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('stars', { count: value })}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p id={`${group}-error`} className="field__error" role="alert">
              {error}
            </p>
          )}
          <TextAreaField label={t('commentLabel')} value={comment} maxLength={REVIEW_COMMENT_MAX_LENGTH} onChange={(e) => setComment(e.target.value)} rows={3} />
          <Button type="submit" busy={busy}>
            {t('sendReview')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** The client loader of /review/:orderId: the order and the customer's reviews. */
export function reviewLoader({ request, params }: LoaderFunctionArgs): Promise<Settled<[Order, OwnReview[]]>> {
  return settle(Promise.all([fetchMyOrder(params.orderId ?? ''), fetchMyReviews()]), request);
}

/** /review/:orderId (login required): rate and review the books of a delivered order, once per book. */
export function ReviewPage() {
  const t = useT(afterSalesMessages);
  const { orderId = '' } = useParams();
  usePageMeta({ title: t('reviewTitle', { number: orderId }), canonicalPath: `/review/${orderId}` });
  const loaded = useLoaderData<Settled<[Order, OwnReview[]]> | undefined>();
  const [sent, setSent] = useState<Review[]>([]);

  return (
    <section className="orders-page" data-boundary="account">
      <h1>{t('reviewTitle', { number: orderId })}</h1>
      {!loaded && <LoadingBlock />}
      {loaded?.status === 'error' && (
        <div className="account-form" role="alert">
          <p>{loaded.error instanceof ApiError && loaded.error.status === 404 ? t('orderNotFound') : t('serverError')}</p>
        </div>
      )}
      {loaded?.status === 'success' &&
        (loaded.data[0].status !== 'delivered' ? (
          <p className="account-form">{t('reviewNotDelivered')}</p>
        ) : (
          <>
            <p className="account-form-page__intro">{t('reviewIntro')}</p>
            <ul className="review-books">
              {loaded.data[0].lines.map((line) => (
                <BookReview
                  key={line.article_id}
                  orderNumber={loaded.data[0].number}
                  line={line}
                  review={[...sent, ...loaded.data[1]].find((review) => review.article_id === line.article_id)}
                  onSent={(review) => setSent((list) => [...list, review])}
                />
              ))}
            </ul>
          </>
        ))}
      <p>
        <Link to={`/followorder/${orderId}`}>{t('followTitle', { number: orderId })}</Link>
      </p>
    </section>
  );
}
