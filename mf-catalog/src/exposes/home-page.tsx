import { exposeModule } from '@bookshop/ui';
import { homeLoader, HomePage } from '../features/home/home-page';
import '../catalog.css';

/** `catalog/home-page`: the / route module (component and loader). */
export default exposeModule('catalog/home-page', HomePage, process.env.MF_BUILD_VERSION);
export const loader = homeLoader;
