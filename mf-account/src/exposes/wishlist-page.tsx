import { exposeModule } from '@bookshop/ui';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import '../account.css';

/** `account/wishlist-page`: see README.md beside this file. */
export default exposeModule('account/wishlist-page', WishlistPage, process.env.MF_BUILD_VERSION);
