import { exposeModule } from '@bookshop/ui';
import { collaboratorsLoader, CollaboratorsPage } from '../features/collaborators/collaborators-page';
import '../catalog.css';

/** `catalog/collaborators-page`: the /collaborators route module. */
export default exposeModule('catalog/collaborators-page', CollaboratorsPage, process.env.MF_BUILD_VERSION);
export const loader = collaboratorsLoader;
