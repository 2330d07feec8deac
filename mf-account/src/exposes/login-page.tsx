import { exposeModule } from '@bookshop/ui';
import { LoginPage } from '../features/login/login-page';
import '../account.css';

/** `account/login-page`: see README.md beside this file. */
export default exposeModule('account/login-page', LoginPage, process.env.MF_BUILD_VERSION);
