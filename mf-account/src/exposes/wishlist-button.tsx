import { exposeModule } from '@bookshop/ui';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import '../account.css';

/** `account/wishlist-button`: see README.md beside this file. */
export default exposeModule('account/wishlist-button', WishlistButton, process.env.MF_BUILD_VERSION);
