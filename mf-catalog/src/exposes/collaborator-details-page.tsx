import { exposeModule } from '@bookshop/ui';
import { CollaboratorDetailsError, collaboratorDetailsLoader, CollaboratorDetailsPage } from '../features/collaborators/collaborator-details-page';
import '../catalog.css';

/** `catalog/collaborator-details-page`: the /collaborator/:id/details route module. */
export default exposeModule('catalog/collaborator-details-page', CollaboratorDetailsPage, process.env.MF_BUILD_VERSION);
export const loader = collaboratorDetailsLoader;
export const ErrorBoundary = CollaboratorDetailsError;
