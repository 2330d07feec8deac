import { exposeModule } from '@bookshop/ui';
import { ReturnsPage, returnsLoader } from '../features/after-sales/return-pages';
import '../account.css';

/** `account/returns-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/returns-page', ReturnsPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = returnsLoader;
export const Skeleton = Page;
