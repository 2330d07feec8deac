import { exposeModule } from '@bookshop/ui';
import { BookDetailsError, bookDetailsLoader, BookDetailsPage } from '../features/book-details/book-details-page';
import '../catalog.css';

/** `catalog/book-details-page`: the /bookdetails/:id route module (component, loader, error boundary). */
export default exposeModule('catalog/book-details-page', BookDetailsPage, process.env.MF_BUILD_VERSION);
export const loader = bookDetailsLoader;
export const ErrorBoundary = BookDetailsError;
