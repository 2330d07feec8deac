import { exposeModule } from '@bookshop/ui';
import { AddToCartButton } from '../features/add-to-cart/add-to-cart-button';
import '../cart.css';

/** `cart/add-to-cart-button`: see README.md beside this file. */
export default exposeModule('cart/add-to-cart-button', AddToCartButton, process.env.MF_BUILD_VERSION);
