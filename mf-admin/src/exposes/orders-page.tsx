import { exposeModule } from '@bookshop/ui';
import { OrdersPage, ordersLoader } from '../features/orders/orders-page';

/** `admin/orders-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/orders-page', OrdersPage, process.env.MF_BUILD_VERSION);
export const loader = ordersLoader;
