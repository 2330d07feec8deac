import { exposeModule } from '@bookshop/ui';
import { collectionsLoader, CollectionsPage } from '../features/collections/collections-page';
import '../catalog.css';

/** `catalog/collections-page`: the /collections route module. */
export default exposeModule('catalog/collections-page', CollectionsPage, process.env.MF_BUILD_VERSION);
export const loader = collectionsLoader;
