import { exposeModule } from '@bookshop/ui';
import { CartPage, CartPageSkeleton } from '../features/cart-page/cart-page';
import '../cart.css';

/** `cart/cart-page`: see README.md beside this file. */
export default exposeModule('cart/cart-page', CartPage, process.env.MF_BUILD_VERSION);
export const Skeleton = CartPageSkeleton;
