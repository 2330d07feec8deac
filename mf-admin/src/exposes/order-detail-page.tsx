import { exposeModule } from '@bookshop/ui';
import { OrderDetailPage, orderDetailLoader } from '../features/orders/order-detail-page';

/** `admin/order-detail-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/order-detail-page', OrderDetailPage, process.env.MF_BUILD_VERSION);
export const loader = orderDetailLoader;
