import { exposeModule } from '@bookshop/ui';
import { EditReturnPage } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/edit-return-page`: see README.md beside this file. */
export default exposeModule('account/edit-return-page', EditReturnPage, process.env.MF_BUILD_VERSION);
