import { exposeModule } from '@bookshop/ui';
import { VerifyEmailPage } from '../features/recovery/verify-email-page';
import '../account.css';

/** `account/verify-email-page`: see README.md beside this file. */
export default exposeModule('account/verify-email-page', VerifyEmailPage, process.env.MF_BUILD_VERSION);
