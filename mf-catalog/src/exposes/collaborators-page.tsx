import { exposeModule } from '@bookshop/ui';
import { CollaboratorsPage } from '../features/collaborators/collaborators-page';
import '../catalog.css';

/** `catalog/collaborators-page`: see README.md beside this file. */
export default exposeModule('catalog/collaborators-page', CollaboratorsPage, process.env.MF_BUILD_VERSION);
