import { exposeModule } from '@bookshop/ui';
import { DashboardPage, dashboardLoader } from '../features/dashboard/dashboard-page';

/** `admin/dashboard-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/dashboard-page', DashboardPage, process.env.MF_BUILD_VERSION);
export const loader = dashboardLoader;
