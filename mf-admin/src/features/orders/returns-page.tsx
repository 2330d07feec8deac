import { useState } from 'react';
import { RETURN_TRANSITIONS, type ReturnStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, useAsync } from '@bookshop/ui';
import { fetchReturns, moveReturn } from '../../lib/admin-api';
import { adminMessages } from '../../messages';
import { NextStep } from './status-select';

const STATUSES = Object.keys(RETURN_TRANSITIONS) as ReturnStatus[];
const returnLabel = (status: ReturnStatus) => `return_${status}` as const;

/** /admin-panel/returns: the customers' return requests, each moved along its allowed steps. */
export function ReturnsPage() {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const returns = useAsync(() => fetchReturns(status), [status]);

  const move = async (id: number, to: ReturnStatus) => {
    try {
      await moveReturn(id, to);
      notify.success(t('returnMoved', { id, status: t(returnLabel(to)) }));
    } catch {
      notify.error(t('moveFailed'));
    }
    returns.reload();
  };

  return (
    <section className="admin-page">
      <h1>{t('returns')}</h1>
      <p className="admin-page__intro">{t('returnsIntro')}</p>
      <label className="admin-filter">
        <span>{t('filterStatus')}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as ReturnStatus | '')}>
          <option value="">{t('allStatuses')}</option>
          {STATUSES.map((entry) => (
            <option key={entry} value={entry}>
              {t(returnLabel(entry))}
            </option>
          ))}
        </select>
      </label>
      {returns.status === 'loading' && <LoadingBlock />}
      {returns.status === 'error' && (
        <div role="alert">
          <p>{t('listError')}</p>
          <Button onClick={returns.reload}>{t('retry')}</Button>
        </div>
      )}
      {returns.status === 'success' && returns.data.length === 0 && <p>{t('noReturns')}</p>}
      {returns.status === 'success' && returns.data.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('colNumber')}</th>
              <th scope="col">{t('colBooks')}</th>
              <th scope="col">{t('colReason')}</th>
              <th scope="col">{t('colStatus')}</th>
              <th scope="col">{t('colAction')}</th>
            </tr>
          </thead>
          <tbody>
            {returns.data.map((request) => (
              <tr key={request.id}>
                <th scope="row">
                  #{request.id} · {request.order_number}
                </th>
                <td>{request.items.map((item) => `${item.title} × ${item.quantity}`).join(', ')}</td>
                <td>{request.reason}</td>
                <td>{t(returnLabel(request.status))}</td>
                <td>
                  <NextStep label={`${t('colAction')} #${request.id}`} next={RETURN_TRANSITIONS[request.status]} labelOf={returnLabel} onMove={(to) => move(request.id, to)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
