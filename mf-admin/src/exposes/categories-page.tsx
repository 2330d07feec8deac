import { exposeModule } from '@bookshop/ui';
import { CategoriesPage, categoriesLoader } from '../features/content/categories-page';

/** `admin/categories-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/categories-page', CategoriesPage, process.env.MF_BUILD_VERSION);
export const loader = categoriesLoader;
