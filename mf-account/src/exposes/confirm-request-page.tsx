import { exposeModule } from '@bookshop/ui';
import { ConfirmRequestPage } from '../features/stock-alerts/confirm-request-page';
import '../account.css';

/** `account/confirm-request-page`: see README.md beside this file. */
export default exposeModule('account/confirm-request-page', ConfirmRequestPage, process.env.MF_BUILD_VERSION);
