import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ShopEventDetails } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { usePageMeta, htmlToText } from '@bookshop/ui';
import { fromRequest } from '../../lib/api';
import { fetchEvent } from './api';
import { orNotFound, requiredRouteId, RouteError } from '../../lib/page-states';
import { eventsMessages } from './events-messages';
import { BookGrid, toCard } from '../books/book-card';
import { formatEventDate } from './event-date';

/** The route's loader: the event, or the route's 404. */
export function eventDetailsLoader({ params, request }: LoaderFunctionArgs): Promise<ShopEventDetails> {
  return orNotFound(fetchEvent(requiredRouteId(params.eventId), fromRequest(request)));
}

/** The route's error boundary: no event by that id, or the page could not be read. */
export function EventDetailsError() {
  const t = useT(eventsMessages);
  usePageMeta({ title: t('eventsTitle') });
  return <RouteError notFound={t('eventNotFound')} backTo="/events" backLabel={t('backToEvents')} />;
}

/** /eventdetails/{eventId}: date, place, description and the books the event presents. */
export function EventDetailsPage() {
  const t = useT(eventsMessages);
  const data = useLoaderData<ShopEventDetails>();
  const language = useRootStore((s) => s.language);
  usePageMeta({ title: data.title, description: htmlToText(data.description), canonicalPath: `/eventdetails/${data.id}` });
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
          <BookGrid articles={data.books.map((article) => toCard(article))} />
        </section>
      )}
    </article>
  );
}
