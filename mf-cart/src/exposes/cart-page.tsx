import { exposeModule } from '@bookshop/ui';
import { CartPage } from '../features/cart-page/cart-page';
import '../cart.css';

/** `cart/cart-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('cart/cart-page', CartPage, process.env.MF_BUILD_VERSION);
export default Page;
export const Skeleton = Page;
