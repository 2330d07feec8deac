import { exposeModule } from '@bookshop/ui';
import { ProfileMenu } from '../features/profile-menu/profile-menu';
import '../account.css';

/** `account/profile-menu`: see README.md beside this file. */
export default exposeModule('account/profile-menu', ProfileMenu, process.env.MF_BUILD_VERSION);
