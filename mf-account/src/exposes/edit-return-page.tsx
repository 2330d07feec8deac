import { exposeModule } from '@bookshop/ui';
import { EditReturnPage, editReturnLoader } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/edit-return-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/edit-return-page', EditReturnPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = editReturnLoader;
export const Skeleton = Page;
