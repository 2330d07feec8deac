import { exposeModule } from '@bookshop/ui';
import { OrdersPage, ordersLoader } from '../features/orders/orders-page';
import '../account.css';

/** `account/orders-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/orders-page', OrdersPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = ordersLoader;
export const Skeleton = Page;
