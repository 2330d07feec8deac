import { exposeModule } from '@bookshop/ui';
import { AdminApp } from '../features/layout/admin-app';
import '../admin.css';

/** `admin/layout`: the admin panel's frame at /admin-panel: its login screen, or its menu around the staff page. */
export default exposeModule('admin/layout', AdminApp, process.env.MF_BUILD_VERSION);
