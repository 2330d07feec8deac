import { exposeModule } from '@bookshop/ui';
import { ReviewPage } from '../features/after-sales/review-page';
import '../account.css';

/** `account/review-page`: see README.md beside this file. */
export default exposeModule('account/review-page', ReviewPage, process.env.MF_BUILD_VERSION);
