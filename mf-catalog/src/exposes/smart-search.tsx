import { exposeModule } from '@bookshop/ui';
import { SmartSearch } from '../features/search/smart-search';
import '../catalog.css';

/** `catalog/smart-search`: the header search box (no props). */
export default exposeModule('catalog/smart-search', SmartSearch, process.env.MF_BUILD_VERSION);
