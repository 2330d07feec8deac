import { exposeModule } from '@bookshop/ui';
import { AuditLogPage, auditLogLoader } from '../features/customers/audit-log-page';

/** `admin/audit-log-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/audit-log-page', AuditLogPage, process.env.MF_BUILD_VERSION);
export const loader = auditLogLoader;
