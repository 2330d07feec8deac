import { exposeModule } from '@bookshop/ui';
import { CatalogueSubjectsPage, catalogueSubjectsLoader } from '../features/catalogue-subjects/catalogue-subjects-page';

/** `admin/catalogue-subjects-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/catalogue-subjects-page', CatalogueSubjectsPage, process.env.MF_BUILD_VERSION);
export const loader = catalogueSubjectsLoader;
