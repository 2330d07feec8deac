import { exposeModule } from '@bookshop/ui';
import { LegalPage } from '../features/content/content-page';
import '../catalog.css';

/** `catalog/legal-page`: see README.md beside this file. */
export default exposeModule('catalog/legal-page', LegalPage, process.env.MF_BUILD_VERSION);
