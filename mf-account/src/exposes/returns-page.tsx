import { exposeModule } from '@bookshop/ui';
import { ReturnsPage } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/returns-page`: see README.md beside this file. */
export default exposeModule('account/returns-page', ReturnsPage, process.env.MF_BUILD_VERSION);
