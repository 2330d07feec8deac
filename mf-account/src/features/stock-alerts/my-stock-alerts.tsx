import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyStockAlert } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, notify, useRetry, type Settled } from '@bookshop/ui';
import { deleteMyStockAlert } from './api';
import { stockAlertMessages } from './messages';

/**
 * The profile's back-in-stock alerts: those the customer asked for while signed in (or asked again once signed in),
 * still waiting, each with its book's page and a cancel button. `loaded`: what the profile's loader read.
 */
export function MyStockAlerts({ loaded }: { loaded: Settled<MyStockAlert[]> }) {
  const t = useT(stockAlertMessages);
  const language = useRootStore((s) => s.language);
  const retry = useRetry();
  const [cancelled, setCancelled] = useState<number[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const date = new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long' });

  const cancel = async (alert: MyStockAlert) => {
    setBusyId(alert.id);
    setError(false);
    try {
      await deleteMyStockAlert(alert.id);
      setCancelled((ids) => [...ids, alert.id]);
      notify.success(t('myAlertsCancelled', { title: alert.title }));
      // The cancelled alert's button goes away with it: keyboard focus continues from the section's title.
      heading.current?.focus();
    } catch {
      setError(true);
    } finally {
      setBusyId(null);
    }
  };

  const alerts = loaded.status === 'success' ? loaded.data.filter((alert) => !cancelled.includes(alert.id)) : [];
  return (
    <section className="account-form" aria-labelledby="profile-stock-alerts-title">
      <h2 id="profile-stock-alerts-title" ref={heading} tabIndex={-1}>
        {t('myAlertsTitle')}
      </h2>
      {loaded.status === 'error' && (
        <div role="alert">
          <p className="account-form__error">{t('myAlertsFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {loaded.status === 'success' && alerts.length === 0 && <p className="empty-state">{t('myAlertsEmpty')}</p>}
      {alerts.length > 0 && (
        <>
          <p className="account-form__intro">{t('myAlertsIntro')}</p>
          {error && (
            <p className="account-form__error" role="alert">
              {t('myAlertsCancelFailed')}
            </p>
          )}
          <ul className="stock-alert-list">
            {alerts.map((alert) => (
              <li key={alert.id} className="stock-alert-list__item">
                <p>
                  <Link to={`/bookdetails/${alert.article_id}`}>{alert.title}</Link>{' '}
                  <span className="stock-alert-list__since">{t('myAlertsSince', { date: date.format(new Date(alert.created_at)) })}</span>
                </p>
                <Button variant="ghost" busy={busyId === alert.id} onClick={() => void cancel(alert)} aria-label={t('myAlertsCancel', { title: alert.title })}>
                  {t('myAlertsCancelShort')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
