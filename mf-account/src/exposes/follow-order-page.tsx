import { exposeModule } from '@bookshop/ui';
import { FollowOrderPage, followOrderLoader } from '../features/orders/follow-order-page';
import '../account.css';

/** `account/follow-order-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/follow-order-page', FollowOrderPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = followOrderLoader;
export const Skeleton = Page;
