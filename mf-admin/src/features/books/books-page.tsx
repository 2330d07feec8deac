import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { AdminArticle, AdminArticleSortKey } from '@bookshop/contracts';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { LazyImage } from '@bookshop/ui';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchBooks } from './api';
import { booksMessages } from './messages';
import './books.css';

const FILTERS = ['status', 'availability'] as const;

const BOOKS = defineAdminList<AdminArticle, AdminArticleSortKey>(fetchBooks, { sort: 'updated', dir: 'desc' }, FILTERS);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const booksLoader = BOOKS.loader;

/** /admin-panel/books: the whole catalogue, unpublished books included; searched, filtered, sorted and paged by the server. */
export function BooksPage() {
  const t = useT(booksMessages);
  const language = useLanguage();
  const list = BOOKS.use();
  // Prices are kept and typed in euros: shown in euros whatever currency the admin shops in.
  const euros = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });

  useEffect(() => {
    document.title = `${t('books')} — ${t('panelTitle')}`;
  }, [t]);

  return (
    <section className="admin-page books-page">
      <div className="books-page__head">
        <h1>{t('books')}</h1>
        <Link className="bk-button bk-button--primary" to="/admin-panel/books/new">
          {t('newBook')}
        </Link>
      </div>
      <p className="admin-page__intro">{t('booksIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('search')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="status"
          label={t('filterStatus')}
          allLabel={t('allStatuses')}
          options={[
            ['published', t('published')],
            ['unpublished', t('unpublished')],
          ]}
        />
        <ListFilter
          list={list}
          name="availability"
          label={t('filterStock')}
          allLabel={t('anyStock')}
          options={[
            ['in_stock', t('inStock')],
            ['out_of_stock', t('outOfStock')],
          ]}
        />
      </div>
      <AdminListBody list={list} empty={t('noBooks')}>
        {(books) => (
          <AdminTable
            className="books-table"
            head={
              <>
                <th scope="col">
                  <span className="visually-hidden">{t('colCover')}</span>
                </th>
                <SortHeader list={list} sortKey="title">
                  {t('colTitle')}
                </SortHeader>
                <th scope="col">{t('colEan')}</th>
                <th scope="col">{t('colAuthor')}</th>
                <SortHeader list={list} sortKey="price">
                  {t('colPrice')}
                </SortHeader>
                <SortHeader list={list} sortKey="stock">
                  {t('colStock')}
                </SortHeader>
                <th scope="col">{t('colUnpaidHeld')}</th>
                <th scope="col">{t('colStatus')}</th>
                <SortHeader list={list} sortKey="updated">
                  {t('colUpdated')}
                </SortHeader>
              </>
            }
          >
            {books.map((book) => (
              <tr key={book.id}>
                <td>
                  {/* The title next to it names the book: the thumbnail adds nothing for a screen reader. */}
                  <LazyImage src={book.cover_link} alt="" width={40} height={60} className="books-table__cover" />
                </td>
                <th scope="row">
                  <Link to={`/admin-panel/books/${book.id}`}>{book.title}</Link>
                </th>
                <td className="books-table__ean">{book.ean_hyphenated}</td>
                <td>{book.author_name ?? '—'}</td>
                <td>
                  {euros.format(book.price_ttc_cents / 100)}
                  {book.discount_percent > 0 && <span className="books-tag">{t('discountTag', { discount: book.discount_percent })}</span>}
                </td>
                <td>
                  {book.stock}
                  {book.stock < 1 && <span className="books-tag books-tag--warning">{t('outOfStock')}</span>}
                  {book.stock_alerts_pending > 0 && (
                    <span className="books-tag books-tag--alerts">
                      <span aria-hidden="true">{t('stockAlerts', { count: book.stock_alerts_pending })}</span>
                      <span className="visually-hidden">{t('stockAlertsLabel', { count: book.stock_alerts_pending })}</span>
                    </span>
                  )}
                </td>
                {/* Already taken from the stock: what unpaid orders (a hoarder among them) keep off sale. */}
                <td>{book.unpaid_held_copies}</td>
                <td>
                  <span className={book.published ? 'books-status books-status--published' : 'books-status'}>
                    {t(book.published ? 'published' : 'unpublished')}
                  </span>
                </td>
                <td>{date.format(new Date(book.updated_at))}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
    </section>
  );
}
