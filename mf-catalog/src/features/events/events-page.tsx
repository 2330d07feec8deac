import { Link, useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { ShopEvent } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { truncate, useRootStore } from '@bookshop/store';
import { htmlToText, LoadingBlock, usePageMeta, useRetry } from '@bookshop/ui';
import { fromRequest } from '../../lib/api';
import { fetchEvents } from './api';
import { LoadError, orNull } from '../../lib/page-states';
import { eventsMessages } from './events-messages';
import { formatEventDate } from './event-date';

type When = 'upcoming' | 'past';

/** Upcoming events, or the past ones with `?when=past`. */
const whenOf = (params: URLSearchParams): When => (params.get('when') === 'past' ? 'past' : 'upcoming');

/** The route's loader: the events the address asks for, or null when they could not be read (Retry). */
export function eventsLoader({ request }: LoaderFunctionArgs): Promise<ShopEvent[] | null> {
  return orNull(fetchEvents(whenOf(new URL(request.url).searchParams), fromRequest(request)), request);
}

/** /events: upcoming events first (past ones one click away, at their own address). */
export function EventsPage() {
  const t = useT(eventsMessages);
  const language = useRootStore((s) => s.language);
  const [params, setParams] = useSearchParams();
  const when = whenOf(params);
  const events = useLoaderData<ShopEvent[] | null>();
  const retry = useRetry();
  const navigation = useNavigation();
  const changing = navigation.state === 'loading' && navigation.location.pathname === '/events';
  usePageMeta({ title: t('eventsTitle'), description: t('eventsIntro'), canonicalPath: '/events' });

  return (
    <section className="listing-page" data-boundary="catalog">
      <h1>{t('eventsTitle')}</h1>
      <p className="listing-page__intro">{t('eventsIntro')}</p>
      <div className="segmented" role="group" aria-label={t('eventsTitle')}>
        {(['upcoming', 'past'] as const).map((choice) => (
          <button key={choice} type="button" aria-pressed={when === choice} onClick={() => setParams(choice === 'past' ? { when: 'past' } : {})}>
            {choice === 'upcoming' ? t('upcomingEvents') : t('pastEvents')}
          </button>
        ))}
      </div>
      {changing && <LoadingBlock />}
      {!changing && !events && <LoadError onRetry={retry} />}
      {!changing && events && events.length === 0 && <p className="empty-state">{when === 'upcoming' ? t('noUpcomingEvents') : t('noPastEvents')}</p>}
      {!changing && events && events.length > 0 && (
        <ul className="card-list">
          {events.map((event) => (
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
