import { exposeModule } from '@bookshop/ui';
import { CollectionsPage } from '../features/collections/collections-page';
import '../catalog.css';

/** `catalog/collections-page`: see README.md beside this file. */
export default exposeModule('catalog/collections-page', CollectionsPage, process.env.MF_BUILD_VERSION);
