import { Link, useParams } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta, htmlToText } from '@bookshop/ui';
import { fetchEvent } from '../../lib/catalog-api';
import { notFoundError, PageError, routeId } from '../../lib/page-states';
import { eventsMessages } from './events-messages';
import { BookGrid } from '../books/book-card';
import { formatEventDate } from './event-date';

/** /eventdetails/{eventId}: date, place, description and the books the event presents. */
export function EventDetailsPage() {
  const t = useT(eventsMessages);
  const id = routeId(useParams().eventId);
  const language = useRootStore((s) => s.language);
  const event = useAsync(() => (id ? fetchEvent(id) : Promise.reject(notFoundError())), [id, language]);
  usePageMeta({
    title: event.status === 'success' ? event.data.title : t('eventsTitle'),
    description: event.status === 'success' ? htmlToText(event.data.description) : undefined,
    canonicalPath: id ? `/eventdetails/${id}` : undefined,
  });

  if (event.status === 'loading') return <LoadingBlock />;
  if (event.status === 'error') return <PageError error={event.error} onRetry={event.reload} notFound={t('eventNotFound')} backTo="/events" backLabel={t('backToEvents')} />;
  const { data } = event;
  return (
    <article className="detail-page" data-boundary="catalog">
      <p className="detail-page__crumb">
        <Link to="/events">{t('eventsTitle')}</Link>
      </p>
      <h1>{data.title}</h1>
      <dl className="detail-page__facts">
        <div>
          <dt>{t('date')}</dt>
          <dd>
            <time dateTime={data.starts_at}>{formatEventDate(data.starts_at, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('place')}</dt>
          <dd>{data.place}</dd>
        </div>
      </dl>
      <div className="detail-page__lead" dangerouslySetInnerHTML={{ __html: data.description }} />
      {data.books.length > 0 && (
        <section className="detail-page__section" aria-labelledby="event-books">
          <h2 id="event-books">{t('eventBooks')}</h2>
          <BookGrid articles={data.books} />
        </section>
      )}
    </article>
  );
}
