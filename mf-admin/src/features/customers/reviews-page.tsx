import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminReview, AdminReviewSort } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchReviews, setReviewHidden } from './api';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

const RATINGS = ['5', '4', '3', '2', '1'];

const REVIEWS = defineAdminList<AdminReview, AdminReviewSort>(fetchReviews, { sort: 'created_at', dir: 'desc' }, ['visibility', 'rating']);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const reviewsLoader = REVIEWS.loader;

/** /admin-panel/reviews: every review with its book and author; hiding one takes it off the book page and its average. */
export function ReviewsPage() {
  const t = useT(customersMessages);
  const date = useDateFormat(true);
  const list = REVIEWS.use();
  const [pending, setPending] = useState<number | null>(null);

  const toggle = async (review: AdminReview) => {
    setPending(review.id);
    try {
      const next = await setReviewHidden(review.id, review.hidden_at === null);
      notify.success(next.hidden_at ? t('reviewHidden', { title: review.article_title }) : t('reviewShown', { title: review.article_title }));
      list.state.reload();
    } catch {
      notify.error(t('actionFailed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="admin-page" data-boundary="admin-reviews">
      <h1>{t('reviews')}</h1>
      <p className="admin-page__intro">{t('reviewsIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchReviews')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="visibility"
          label={t('visibility')}
          allLabel={t('allReviews')}
          options={[
            ['visible', t('visibleReviews')],
            ['hidden', t('hiddenReviews')],
          ]}
        />
        <ListFilter
          list={list}
          name="rating"
          label={t('colRating')}
          allLabel={t('allRatings')}
          options={RATINGS.map((rating) => [String(rating), t('ratingOutOf5', { rating })] as const)}
        />
      </div>
      <AdminListBody list={list} empty={t('noReviews')}>
        {(rows) => (
          <AdminTable
            caption={t('reviews')}
            head={
              <>
                <SortHeader list={list} sortKey="title">
                  {t('colBook')}
                </SortHeader>
                <th scope="col">{t('colCustomer')}</th>
                <SortHeader list={list} sortKey="rating">
                  {t('colRating')}
                </SortHeader>
                <th scope="col">{t('colComment')}</th>
                <SortHeader list={list} sortKey="created_at">
                  {t('colDate')}
                </SortHeader>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colActions')}</th>
              </>
            }
          >
            {rows.map((review) => (
              <tr key={review.id} className={review.hidden_at ? 'customers-row--hidden' : undefined}>
                <th scope="row">{review.article_title}</th>
                <td>
                  <Link to={`/admin-panel/customers/${review.user_id}`}>{review.customer_name}</Link>
                  <br />
                  <span className="admin-muted">{review.customer_email}</span>
                </td>
                <td>{t('ratingOutOf5', { rating: review.rating })}</td>
                <td className="customers-comment">{review.comment || <span className="admin-muted">{t('noComment')}</span>}</td>
                <td>{date(review.created_at)}</td>
                <td>{review.hidden_at ? t('hidden') : t('visible')}</td>
                <td>
                  <Button
                    variant="ghost"
                    busy={pending === review.id}
                    aria-label={t(review.hidden_at ? 'showReviewOf' : 'hideReviewOf', { name: review.customer_name, title: review.article_title })}
                    onClick={() => void toggle(review)}
                  >
                    {review.hidden_at ? t('show') : t('hide')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
    </section>
  );
}
