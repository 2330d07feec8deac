import { exposeModule } from '@bookshop/ui';
import { CouponsPage, couponsLoader } from '../features/coupons/coupons-page';

/** `admin/coupons-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/coupons-page', CouponsPage, process.env.MF_BUILD_VERSION);
export const loader = couponsLoader;
