import { exposeModule } from '@bookshop/ui';
import { BookFormPage, bookFormLoader } from '../features/books/book-form-page';

/** `admin/book-form-page`: a staff page inside the panel's frame (admin/layout); see README.md beside this file. */
export default exposeModule('admin/book-form-page', BookFormPage, process.env.MF_BUILD_VERSION);
export const loader = bookFormLoader;
