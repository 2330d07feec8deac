import { exposeModule } from '@bookshop/ui';
import { ProfilePage, profileLoader } from '../features/profile/profile-page';
import '../account.css';

/** `account/profile-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, intro, placeholder). */
const Page = exposeModule('account/profile-page', ProfilePage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = profileLoader;
export const Skeleton = Page;
