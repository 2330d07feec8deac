import { exposeModule } from '@bookshop/ui';
import { booksLoader, BooksPage } from '../features/books/books-page';
import '../catalog.css';

/** `catalog/books-page`: the /books route module (component and loader). */
export default exposeModule('catalog/books-page', BooksPage, process.env.MF_BUILD_VERSION);
export const loader = booksLoader;
