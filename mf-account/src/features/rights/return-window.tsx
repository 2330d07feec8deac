import type { ReturnWindow } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useDateFormat } from '../orders/order-status';
import { rightsMessages } from './messages';

/**
 * The last day of a return period, as the shopper's language writes dates. `last_day` is a calendar day (Paris):
 * read at noon UTC, it stays that day wherever the browser is.
 */
export function useLastDay(): (window: ReturnWindow) => string {
  const format = useDateFormat();
  return (window) => format(`${window.last_day}T12:00:00Z`);
}

/**
 * What the legal return period allows now: until which day a return may be asked for, or that it is over (the API
 * refuses it then: 409 return_window_closed).
 */
export function ReturnWindowNote({ window }: { window: ReturnWindow }) {
  const t = useT(rightsMessages);
  const lastDay = useLastDay();
  return window.open ? (
    <p className="return-window">{t('returnWindowOpen', { date: lastDay(window) })}</p>
  ) : (
    <p className="return-window return-window--closed" role="status">
      {t('returnWindowClosed', { date: lastDay(window) })}
    </p>
  );
}
