import { exposeModule } from '@bookshop/ui';
import { StockAlertCancelPage } from '../features/stock-alerts/stock-alert-cancel-page';
import '../account.css';

/** `account/stock-alert-cancel-page`: see README.md beside this file. */
export default exposeModule('account/stock-alert-cancel-page', StockAlertCancelPage, process.env.MF_BUILD_VERSION);
