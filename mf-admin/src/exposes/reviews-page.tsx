import { exposeModule } from '@bookshop/ui';
import { ReviewsPage, reviewsLoader } from '../features/customers/reviews-page';

/** `admin/reviews-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/reviews-page', ReviewsPage, process.env.MF_BUILD_VERSION);
export const loader = reviewsLoader;
