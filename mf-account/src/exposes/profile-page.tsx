import { exposeModule } from '@bookshop/ui';
import { ProfilePage, ProfilePageSkeleton } from '../features/profile/profile-page';
import '../account.css';

/** `account/profile-page`: see README.md beside this file. */
export default exposeModule('account/profile-page', ProfilePage, process.env.MF_BUILD_VERSION);
export const Skeleton = ProfilePageSkeleton;
