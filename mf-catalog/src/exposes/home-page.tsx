import { exposeModule } from '@bookshop/ui';
import { HomePage } from '../features/home/home-page';
import '../catalog.css';

/** `catalog/home-page`: the / route. */
export default exposeModule('catalog/home-page', HomePage, process.env.MF_BUILD_VERSION);
