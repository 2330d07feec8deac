import { exposeModule } from '@bookshop/ui';
import { GiftCardPage, giftCardLoader } from '../features/gift-card/gift-card-page';
import '../cart.css';

/** `cart/gift-card-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, intro, placeholder). */
const Page = exposeModule('cart/gift-card-page', GiftCardPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = giftCardLoader;
export const Skeleton = Page;
