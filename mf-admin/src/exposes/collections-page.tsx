import { exposeModule } from '@bookshop/ui';
import { CollectionsPage, collectionsLoader } from '../features/content/named-list-page';

/** `admin/collections-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/collections-page', CollectionsPage, process.env.MF_BUILD_VERSION);
export const loader = collectionsLoader;
