import { exposeModule } from '@bookshop/ui';
import { TrackOrderPage } from '../features/orders/track-order-page';
import '../account.css';

/** `account/track-order-page`: see README.md beside this file. */
export default exposeModule('account/track-order-page', TrackOrderPage, process.env.MF_BUILD_VERSION);
