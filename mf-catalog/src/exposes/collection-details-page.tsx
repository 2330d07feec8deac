import { exposeModule } from '@bookshop/ui';
import { CollectionDetailsPage } from '../features/collections/collection-details-page';
import '../catalog.css';

/** `catalog/collection-details-page`: see README.md beside this file. */
export default exposeModule('catalog/collection-details-page', CollectionDetailsPage, process.env.MF_BUILD_VERSION);
