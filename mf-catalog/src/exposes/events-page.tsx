import { exposeModule } from '@bookshop/ui';
import { eventsLoader, EventsPage } from '../features/events/events-page';
import '../catalog.css';

/** `catalog/events-page`: the /events route module. */
export default exposeModule('catalog/events-page', EventsPage, process.env.MF_BUILD_VERSION);
export const loader = eventsLoader;
