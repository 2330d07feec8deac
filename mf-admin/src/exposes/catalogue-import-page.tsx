import { exposeModule } from '@bookshop/ui';
import { CatalogueImportPage, catalogueImportLoader } from '../features/catalogue-import/catalogue-import-page';

/** `admin/catalogue-import-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/catalogue-import-page', CatalogueImportPage, process.env.MF_BUILD_VERSION);
export const loader = catalogueImportLoader;
