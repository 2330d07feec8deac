import { Link } from 'react-router-dom';
import type { AdminPreorder } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, type Settled } from '@bookshop/ui';
import { AdminTable, ColumnHeads } from '../../lib/admin-list';
import { useFormats } from '../orders/format';
import { booksMessages } from './messages';

/**
 * The orders waiting for copies of this book (pre-orders of a title not out yet), oldest first: the order the copies
 * the shop receives go to them. Shown only when some wait; read with the page, and again after each save (a stock
 * raised sets copies aside for them).
 */
export function BookPreorders({ loaded, onRetry }: { loaded: Settled<AdminPreorder[]> | null; onRetry: () => void }) {
  const t = useT(booksMessages);
  const format = useFormats();
  if (!loaded) return null;
  if (loaded.status === 'error') {
    return (
      <section className="books-preorders" aria-labelledby="books-preorders-title">
        <h2 id="books-preorders-title">{t('preordersTitle')}</h2>
        <div role="alert" className="admin-list-error">
          <p>{t('preordersLoadError')}</p>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </div>
      </section>
    );
  }
  const waiting = loaded.data;
  if (waiting.length === 0) return null;
  const awaited = waiting.reduce((sum, preorder) => sum + preorder.awaited, 0);
  return (
    <section className="books-preorders" aria-labelledby="books-preorders-title">
      <h2 id="books-preorders-title">{t('preordersTitle')}</h2>
      <p>{t('preordersIntro', { orders: waiting.length, copies: awaited })}</p>
      <AdminTable
        caption={t('preordersTitle')}
        head={<ColumnHeads labels={[t('preorderOrder'), t('preorderCustomer'), t('preorderPlaced'), t('preorderQuantity'), t('preorderAwaited'), t('preorderStatus')]} />}
      >
        {waiting.map((preorder) => (
          <tr key={preorder.order_number}>
            <th scope="row">
              <Link to={`/admin-panel/orders/${preorder.order_number}`}>{preorder.order_number}</Link>
            </th>
            <td>{preorder.email}</td>
            <td>{format.dateTime(preorder.ordered_at)}</td>
            <td>{preorder.quantity}</td>
            <td>{preorder.awaited}</td>
            <td>{t(preorder.status === 'paid' ? 'preorderPaid' : 'preorderUnpaid')}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
