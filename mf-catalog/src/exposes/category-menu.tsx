import { exposeModule } from '@bookshop/ui';
import { CategoryMenu } from '../features/categories/category-menu';
import '../catalog.css';

/** `catalog/category-menu`: the category tree; `variant` is 'drawer' (mobile) or 'side' (side menu). */
export default exposeModule('catalog/category-menu', CategoryMenu, process.env.MF_BUILD_VERSION);
