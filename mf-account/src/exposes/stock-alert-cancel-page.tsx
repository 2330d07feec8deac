import { exposeModule } from '@bookshop/ui';
import { StockAlertCancelPage, stockAlertCancelLoader } from '../features/stock-alerts/stock-alert-cancel-page';
import '../account.css';

/** `account/stock-alert-cancel-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/stock-alert-cancel-page', StockAlertCancelPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = stockAlertCancelLoader;
export const Skeleton = Page;
