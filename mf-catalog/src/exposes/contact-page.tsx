import { exposeModule } from '@bookshop/ui';
import { ContactPage } from '../features/contact/contact-page';
import '../catalog.css';

/** `catalog/contact-page`: see README.md beside this file. */
export default exposeModule('catalog/contact-page', ContactPage, process.env.MF_BUILD_VERSION);
