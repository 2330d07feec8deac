import { exposeModule } from '@bookshop/ui';
import { OrdersPage } from '../features/orders/orders-page';
import '../account.css';

/** `account/orders-page`: see README.md beside this file. */
export default exposeModule('account/orders-page', OrdersPage, process.env.MF_BUILD_VERSION);
