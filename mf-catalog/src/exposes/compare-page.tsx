import { exposeModule } from '@bookshop/ui';
import { ComparePage } from '../features/compare/compare-page';
import '../catalog.css';

/** `catalog/compare-page`: the /compare route. */
export default exposeModule('catalog/compare-page', ComparePage, process.env.MF_BUILD_VERSION);
