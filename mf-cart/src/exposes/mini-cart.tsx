import { exposeModule } from '@bookshop/ui';
import { MiniCart } from '../features/mini-cart/mini-cart';
import '../cart.css';

/** `cart/mini-cart`: see README.md beside this file. */
export default exposeModule('cart/mini-cart', MiniCart, process.env.MF_BUILD_VERSION);
