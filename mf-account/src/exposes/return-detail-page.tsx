import { exposeModule } from '@bookshop/ui';
import { ReturnDetailPage } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/return-detail-page`: see README.md beside this file. */
export default exposeModule('account/return-detail-page', ReturnDetailPage, process.env.MF_BUILD_VERSION);
