import { exposeModule } from '@bookshop/ui';
import { NewsletterPage, newsletterLoader } from '../features/customers/newsletter-page';

/** `admin/newsletter-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/newsletter-page', NewsletterPage, process.env.MF_BUILD_VERSION);
export const loader = newsletterLoader;
