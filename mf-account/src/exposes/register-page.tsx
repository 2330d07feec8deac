import { exposeModule } from '@bookshop/ui';
import { RegisterPage } from '../features/register/register-page';
import '../account.css';

/** `account/register-page`: see README.md beside this file. */
export default exposeModule('account/register-page', RegisterPage, process.env.MF_BUILD_VERSION);
