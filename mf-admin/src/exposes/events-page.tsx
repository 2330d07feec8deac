import { exposeModule } from '@bookshop/ui';
import { EventsPage, eventsLoader } from '../features/content/events-page';

/** `admin/events-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/events-page', EventsPage, process.env.MF_BUILD_VERSION);
export const loader = eventsLoader;
