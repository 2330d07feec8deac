import { exposeModule } from '@bookshop/ui';
import { ReturnsPage, returnsLoader } from '../features/orders/returns-page';

/** `admin/returns-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/returns-page', ReturnsPage, process.env.MF_BUILD_VERSION);
export const loader = returnsLoader;
