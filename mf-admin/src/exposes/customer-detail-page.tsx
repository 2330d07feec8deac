import { exposeModule } from '@bookshop/ui';
import { CustomerDetailPage, customerDetailLoader } from '../features/customers/customer-detail-page';

/** `admin/customer-detail-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/customer-detail-page', CustomerDetailPage, process.env.MF_BUILD_VERSION);
export const loader = customerDetailLoader;
