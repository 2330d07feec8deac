import { exposeModule } from '@bookshop/ui';
import { CompanySettingsPage, settingsLoader } from '../features/settings/company-settings-page';

/** `admin/settings-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/settings-page', CompanySettingsPage, process.env.MF_BUILD_VERSION);
export const loader = settingsLoader;
