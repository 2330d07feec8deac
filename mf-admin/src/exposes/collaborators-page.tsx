import { exposeModule } from '@bookshop/ui';
import { CollaboratorsPage, collaboratorsLoader } from '../features/content/named-list-page';

/** `admin/collaborators-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/collaborators-page', CollaboratorsPage, process.env.MF_BUILD_VERSION);
export const loader = collaboratorsLoader;
