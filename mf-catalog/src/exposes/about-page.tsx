import { exposeModule } from '@bookshop/ui';
import { AboutPage } from '../features/content/content-page';
import '../catalog.css';

/** `catalog/about-page`: see README.md beside this file. */
export default exposeModule('catalog/about-page', AboutPage, process.env.MF_BUILD_VERSION);
