import { exposeModule } from '@bookshop/ui';
import { ResetRequestPage } from '../features/recovery/reset-request-page';
import '../account.css';

/** `account/reset-request-page`: see README.md beside this file. */
export default exposeModule('account/reset-request-page', ResetRequestPage, process.env.MF_BUILD_VERSION);
