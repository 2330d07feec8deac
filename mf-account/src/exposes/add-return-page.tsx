import { exposeModule } from '@bookshop/ui';
import { AddReturnPage } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/add-return-page`: see README.md beside this file. */
export default exposeModule('account/add-return-page', AddReturnPage, process.env.MF_BUILD_VERSION);
