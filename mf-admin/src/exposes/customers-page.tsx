import { exposeModule } from '@bookshop/ui';
import { CustomersPage, customersLoader } from '../features/customers/customers-page';

/** `admin/customers-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/customers-page', CustomersPage, process.env.MF_BUILD_VERSION);
export const loader = customersLoader;
