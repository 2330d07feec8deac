import { exposeModule } from '@bookshop/ui';
import { ReturnDetailPage, returnDetailLoader } from '../features/orders/return-detail-page';

/** `admin/return-detail-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/return-detail-page', ReturnDetailPage, process.env.MF_BUILD_VERSION);
export const loader = returnDetailLoader;
