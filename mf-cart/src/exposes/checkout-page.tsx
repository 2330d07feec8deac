import { exposeModule } from '@bookshop/ui';
import { CheckoutPage, checkoutLoader, CheckoutPageSkeleton } from '../features/checkout/checkout-page';
import '../cart.css';

/** `cart/checkout-page`: see README.md beside this file. */
export default exposeModule('cart/checkout-page', CheckoutPage, process.env.MF_BUILD_VERSION);
export const loader = checkoutLoader;
export const Skeleton = CheckoutPageSkeleton;
