import { exposeModule } from '@bookshop/ui';
import { contactLoader, ContactPage } from '../features/contact/contact-page';
import '../catalog.css';

/** `catalog/contact-page`: the /contactus route module. */
export default exposeModule('catalog/contact-page', ContactPage, process.env.MF_BUILD_VERSION);
export const loader = contactLoader;
