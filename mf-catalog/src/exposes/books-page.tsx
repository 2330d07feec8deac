import { exposeModule } from '@bookshop/ui';
import { BooksPage } from '../features/books/books-page';
import '../catalog.css';

/** `catalog/books-page`: the /books route. */
export default exposeModule('catalog/books-page', BooksPage, process.env.MF_BUILD_VERSION);
