import { exposeModule } from '@bookshop/ui';
import { MessagesPage, messagesLoader } from '../features/customers/messages-page';

/** `admin/messages-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/messages-page', MessagesPage, process.env.MF_BUILD_VERSION);
export const loader = messagesLoader;
