import { exposeModule } from '@bookshop/ui';
import { PublishersPage, publishersLoader } from '../features/content/named-list-page';

/** `admin/publishers-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/publishers-page', PublishersPage, process.env.MF_BUILD_VERSION);
export const loader = publishersLoader;
