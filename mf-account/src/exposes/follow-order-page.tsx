import { exposeModule } from '@bookshop/ui';
import { FollowOrderPage } from '../features/orders/follow-order-page';
import '../account.css';

/** `account/follow-order-page`: see README.md beside this file. */
export default exposeModule('account/follow-order-page', FollowOrderPage, process.env.MF_BUILD_VERSION);
