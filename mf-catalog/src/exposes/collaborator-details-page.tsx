import { exposeModule } from '@bookshop/ui';
import { CollaboratorDetailsPage } from '../features/collaborators/collaborator-details-page';
import '../catalog.css';

/** `catalog/collaborator-details-page`: see README.md beside this file. */
export default exposeModule('catalog/collaborator-details-page', CollaboratorDetailsPage, process.env.MF_BUILD_VERSION);
