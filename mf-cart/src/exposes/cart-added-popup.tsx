import { exposeModule } from '@bookshop/ui';
import { CartAddedPopup } from '../features/popup/cart-added-popup';
import '../cart.css';

/** `cart/cart-added-popup`: see README.md beside this file. */
export default exposeModule('cart/cart-added-popup', CartAddedPopup, process.env.MF_BUILD_VERSION);
