import { exposeModule } from '@bookshop/ui';
import { LocationsPage, locationsLoader } from '../features/locations/locations-page';

/** `admin/locations-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/locations-page', LocationsPage, process.env.MF_BUILD_VERSION);
export const loader = locationsLoader;
