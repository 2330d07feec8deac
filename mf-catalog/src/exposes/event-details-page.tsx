import { exposeModule } from '@bookshop/ui';
import { EventDetailsPage } from '../features/events/event-details-page';
import '../catalog.css';

/** `catalog/event-details-page`: see README.md beside this file. */
export default exposeModule('catalog/event-details-page', EventDetailsPage, process.env.MF_BUILD_VERSION);
