import { exposeModule } from '@bookshop/ui';
import { AdminApp } from '../features/layout/admin-app';
import '../admin.css';

/** `admin/app`: the whole admin panel, mounted by the shell at /admin-panel and /admin-panel/{pageId}/*. */
export default exposeModule('admin/app', AdminApp, process.env.MF_BUILD_VERSION);
