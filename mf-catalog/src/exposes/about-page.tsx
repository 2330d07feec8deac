import { exposeModule } from '@bookshop/ui';
import { ContentPage, ContentPageError, contentLoader } from '../features/content/content-page';
import '../catalog.css';

/** `catalog/about-page`: the /about-us route module (see README.md beside this file). */
export default exposeModule('catalog/about-page', ContentPage, process.env.MF_BUILD_VERSION);
export const loader = contentLoader('about-us');
export const ErrorBoundary = ContentPageError;
