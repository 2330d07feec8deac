import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { truncate, useRootStore } from '@bookshop/store';
import { LoadingBlock, useAsync, usePageMeta, htmlToText } from '@bookshop/ui';
import { fetchEvents } from '../../lib/catalog-api';
import { LoadError } from '../../lib/page-states';
import { eventsMessages } from './events-messages';
import { formatEventDate } from './event-date';

/** /events: upcoming events first (past ones one click away). */
export function EventsPage() {
  const t = useT(eventsMessages);
  const language = useRootStore((s) => s.language);
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const events = useAsync(() => fetchEvents(when), [when, language]);
  usePageMeta({ title: t('eventsTitle'), description: t('eventsIntro'), canonicalPath: '/events' });

  return (
    <section className="listing-page" data-boundary="catalog">
      <h1>{t('eventsTitle')}</h1>
      <p className="listing-page__intro">{t('eventsIntro')}</p>
      <div className="segmented" role="group" aria-label={t('eventsTitle')}>
        {(['upcoming', 'past'] as const).map((choice) => (
          <button key={choice} type="button" aria-pressed={when === choice} onClick={() => setWhen(choice)}>
            {choice === 'upcoming' ? t('upcomingEvents') : t('pastEvents')}
          </button>
        ))}
      </div>
      {events.status === 'loading' && <LoadingBlock />}
      {events.status === 'error' && <LoadError onRetry={events.reload} />}
      {events.status === 'success' && events.data.length === 0 && <p className="empty-state">{when === 'upcoming' ? t('noUpcomingEvents') : t('noPastEvents')}</p>}
      {events.status === 'success' && events.data.length > 0 && (
        <ul className="card-list">
          {events.data.map((event) => (
            <li key={event.id} className="card-list__item event-card">
              <p className="event-card__date">{formatEventDate(event.starts_at, language)}</p>
              <h2>
                <Link to={`/eventdetails/${event.id}`}>{event.title}</Link>
              </h2>
              <p className="event-card__place">{event.place}</p>
              <p className="card-list__text">{truncate(htmlToText(event.description), 220, '…')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
