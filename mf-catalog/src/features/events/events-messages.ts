import { defineMessages } from '@bookshop/i18n';
import { catalogCommonMessages } from '../../lib/common-messages';

/** Texts of the event list and an event's page. */
export const eventsMessages = defineMessages({
  fr: {
    ...catalogCommonMessages.fr,
    eventsTitle: 'Événements',
    eventsIntro: 'Lectures, rencontres et ateliers à la librairie.',
    upcomingEvents: 'À venir',
    pastEvents: 'Passés',
    noUpcomingEvents: 'Aucun événement à venir pour le moment.',
    noPastEvents: 'Aucun événement passé.',
    eventNotFound: 'Cet événement est introuvable.',
    backToEvents: 'Voir tous les événements',
    eventBooks: 'Les livres de l’événement',
    place: 'Lieu',
    date: 'Date',
  },
  eng: {
    ...catalogCommonMessages.eng,
    eventsTitle: 'Events',
    eventsIntro: 'Readings, meetings and workshops at the bookshop.',
    upcomingEvents: 'Upcoming',
    pastEvents: 'Past',
    noUpcomingEvents: 'No upcoming events for now.',
    noPastEvents: 'No past events.',
    eventNotFound: 'This event could not be found.',
    backToEvents: 'See all events',
    eventBooks: 'Books of the event',
    place: 'Place',
    date: 'Date',
  },
});
