import { exposeModule } from '@bookshop/ui';
import { CheckoutResultPage, checkoutResultLoader, CheckoutResultSkeleton } from '../features/checkout/checkout-result-page';
import '../cart.css';

/** `cart/checkout-result-page`: see README.md beside this file. */
export default exposeModule('cart/checkout-result-page', CheckoutResultPage, process.env.MF_BUILD_VERSION);
export const loader = checkoutResultLoader;
export const Skeleton = CheckoutResultSkeleton;
