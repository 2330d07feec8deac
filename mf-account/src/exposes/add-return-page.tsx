import { exposeModule } from '@bookshop/ui';
import { AddReturnPage, addReturnLoader } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/add-return-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/add-return-page', AddReturnPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = addReturnLoader;
export const Skeleton = Page;
