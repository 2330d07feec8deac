import { exposeModule } from '@bookshop/ui';
import { CheckoutPage, checkoutLoader } from '../features/checkout/checkout-page';
import '../cart.css';

/** `cart/checkout-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, intro, placeholder). */
const Page = exposeModule('cart/checkout-page', CheckoutPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = checkoutLoader;
export const Skeleton = Page;
