import { exposeModule } from '@bookshop/ui';
import { ReviewPage, reviewLoader } from '../features/after-sales/review-page';
import '../account.css';

/** `account/review-page`: see README.md beside this file. Before its data, it is its own skeleton (heading, placeholder). */
const Page = exposeModule('account/review-page', ReviewPage, process.env.MF_BUILD_VERSION);
export default Page;
export const loader = reviewLoader;
export const Skeleton = Page;
