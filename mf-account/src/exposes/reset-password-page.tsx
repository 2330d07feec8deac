import { exposeModule } from '@bookshop/ui';
import { ResetPasswordPage } from '../features/recovery/reset-password-page';
import '../account.css';

/** `account/reset-password-page`: see README.md beside this file. */
export default exposeModule('account/reset-password-page', ResetPasswordPage, process.env.MF_BUILD_VERSION);
