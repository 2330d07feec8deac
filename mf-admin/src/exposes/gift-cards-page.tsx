import { exposeModule } from '@bookshop/ui';
import { GiftCardsPage, giftCardsLoader } from '../features/gift-cards/gift-cards-page';

/** `admin/gift-cards-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/gift-cards-page', GiftCardsPage, process.env.MF_BUILD_VERSION);
export const loader = giftCardsLoader;
