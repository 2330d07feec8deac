import { exposeModule } from '@bookshop/ui';
import { EventsPage } from '../features/events/events-page';
import '../catalog.css';

/** `catalog/events-page`: see README.md beside this file. */
export default exposeModule('catalog/events-page', EventsPage, process.env.MF_BUILD_VERSION);
