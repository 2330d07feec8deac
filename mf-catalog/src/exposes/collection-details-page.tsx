import { exposeModule } from '@bookshop/ui';
import { CollectionDetailsError, collectionDetailsLoader, CollectionDetailsPage } from '../features/collections/collection-details-page';
import '../catalog.css';

/** `catalog/collection-details-page`: the /collection-details/:id route module. */
export default exposeModule('catalog/collection-details-page', CollectionDetailsPage, process.env.MF_BUILD_VERSION);
export const loader = collectionDetailsLoader;
export const ErrorBoundary = CollectionDetailsError;
