import { exposeModule } from '@bookshop/ui';
import { EventDetailsError, eventDetailsLoader, EventDetailsPage } from '../features/events/event-details-page';
import '../catalog.css';

/** `catalog/event-details-page`: the /eventdetails/:eventId route module. */
export default exposeModule('catalog/event-details-page', EventDetailsPage, process.env.MF_BUILD_VERSION);
export const loader = eventDetailsLoader;
export const ErrorBoundary = EventDetailsError;
