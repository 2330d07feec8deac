import { exposeModule } from '@bookshop/ui';
import { ReturnDetailPage, returnDetailLoader } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/return-detail-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/return-detail-page', ReturnDetailPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = returnDetailLoader;
export const Skeleton = Page;
