import { exposeModule } from '@bookshop/ui';
import { BookDetailsPage } from '../features/book-details/book-details-page';
import '../catalog.css';

/** `catalog/book-details-page`: the /bookdetails/:id route. */
export default exposeModule('catalog/book-details-page', BookDetailsPage, process.env.MF_BUILD_VERSION);
