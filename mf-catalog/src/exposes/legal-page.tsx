import { exposeModule } from '@bookshop/ui';
import { ContentPage, ContentPageError, contentLoader } from '../features/content/content-page';
import '../catalog.css';

/** `catalog/legal-page`: the /legal-information route module (see README.md beside this file). */
export default exposeModule('catalog/legal-page', ContentPage, process.env.MF_BUILD_VERSION);
export const loader = contentLoader('legal-information');
export const ErrorBoundary = ContentPageError;
