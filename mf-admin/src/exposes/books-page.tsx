import { exposeModule } from '@bookshop/ui';
import { BooksPage, booksLoader } from '../features/books/books-page';

/** `admin/books-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/books-page', BooksPage, process.env.MF_BUILD_VERSION);
export const loader = booksLoader;
