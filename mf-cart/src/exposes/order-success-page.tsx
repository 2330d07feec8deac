import { exposeModule } from '@bookshop/ui';
import { OrderSuccessPage } from '../features/checkout/order-success-page';
import '../cart.css';

/** `cart/order-success-page`: see README.md beside this file. */
export default exposeModule('cart/order-success-page', OrderSuccessPage, process.env.MF_BUILD_VERSION);
