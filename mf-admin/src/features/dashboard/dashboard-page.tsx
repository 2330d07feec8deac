import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation, useNavigation, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD, type AdminDashboard, type DashboardDay } from '@bookshop/contracts';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { formatMoney } from '@bookshop/store';
import { Button, LoadingBlock, settle, type Settled } from '@bookshop/ui';
import { fetchDashboard } from './api';
import { dashboardMessages } from './messages';
import './dashboard.css';

/** Quick periods, in days ending today. */
const PRESETS = [
  [7, 'last7'],
  [30, 'last30'],
  [90, 'last90'],
  [365, 'last365'],
] as const;

const DAY_MS = 86_400_000;
/** Today in Paris, where the shop counts its days (as the server does). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The admin's formats: euro amounts from cents, and calendar days (YYYY-MM-DD, read as they are, whatever the zone). */
function useFormats() {
  const language = useLanguage();
  return {
    euros: (cents: number) => formatMoney(cents / 100, 'eur', language),
    day: (day: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  };
}

/** The period an address asks for (`?from=&to=`, days); none: the server's default. */
function periodOf(params: URLSearchParams): { from?: string; to?: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The route's client loader: the board of the period the address asks for. */
export function dashboardLoader({ request }: LoaderFunctionArgs): Promise<Settled<AdminDashboard>> {
  return settle(fetchDashboard(periodOf(new URL(request.url).searchParams)), request);
}

/** /admin-panel/dashboard, the panel's landing page: the period's sales, what waits, the books running out. */
export function DashboardPage() {
  const t = useT(dashboardMessages);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as Settled<AdminDashboard> | null | undefined;
  // Another period is being read (a navigation to this page's address with another query), or a failed read again.
  const changing = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const retrying = loaded?.status === 'error' && revalidator.state === 'loading';
  const board = changing || retrying ? undefined : loaded;
  // The period asked for: the one being read while it is.
  const asked = periodOf(changing ? new URLSearchParams(navigation.location.search) : params);
  const choose = (nextFrom: string, nextTo: string) => setParams({ from: nextFrom, to: nextTo }, { replace: true });

  return (
    <section className="admin-page dashboard" data-boundary="admin-dashboard">
      <h1>{t('title')}</h1>
      <p className="admin-page__intro">{t('intro')}</p>
      <PeriodChooser from={board?.data?.from ?? asked.from ?? ''} to={board?.data?.to ?? asked.to ?? ''} onChoose={choose} />
      {!board && <LoadingBlock />}
      {board?.status === 'error' && (
        <div role="alert" className="admin-list-error">
          <p>{t('loadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('retry')}</Button>
        </div>
      )}
      {board?.status === 'success' && <Board board={board.data} />}
    </section>
  );
}

/** Quick periods and a chosen one; the dates shown are those of the period on screen. */
function PeriodChooser({ from, to, onChoose }: { from: string; to: string; onChoose: (from: string, to: string) => void }) {
  const t = useT(dashboardMessages);
  const [draft, setDraft] = useState({ from, to });
  // The period on screen changes (a preset, the server's default): the fields follow it.
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }
  const invalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const today = shopToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid && draft.from && draft.to) onChoose(draft.from, draft.to);
  };

  return (
    <form className="dashboard-period" aria-label={t('period')} onSubmit={submit}>
      <div className="dashboard-period__presets" role="group" aria-label={t('period')}>
        {PRESETS.map(([days, label]) => {
          const presetFrom = daysBefore(today, days - 1);
          return (
            <Button key={days} variant="ghost" aria-pressed={from === presetFrom && to === today} onClick={() => onChoose(presetFrom, today)}>
              {t(label)}
            </Button>
          );
        })}
      </div>
      <label className="admin-search">
        <span>{t('from')}</span>
        <input type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
      </label>
      <label className="admin-search">
        <span>{t('to')}</span>
        <input type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
      </label>
      <Button type="submit" variant="secondary" disabled={invalid || !draft.from || !draft.to}>
        {t('show')}
      </Button>
      {invalid && (
        <p className="field__error" role="alert">
          {t('periodInvalid')}
        </p>
      )}
    </form>
  );
}

function Board({ board }: { board: AdminDashboard }) {
  const t = useT(dashboardMessages);
  const format = useFormats();
  const waiting = board.to_prepare;
  const returns = board.returns_to_handle;

  return (
    <>
      <section className="dashboard-card dashboard-sales" aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales">{t('sales')}</h2>
        <p className="admin-muted">
          {t('periodShown', { from: format.day(board.from), to: format.day(board.to) })} · {t('salesHint')}
        </p>
        <dl className="dashboard-kpis">
          <div>
            <dt>{t('orders')}</dt>
            <dd>{board.orders}</dd>
          </div>
          <div>
            <dt>{t('revenue')}</dt>
            <dd>{format.euros(board.revenue_cents)}</dd>
          </div>
          <div>
            <dt>{t('averageBasket')}</dt>
            <dd>{board.orders > 0 ? format.euros(Math.round(board.revenue_cents / board.orders)) : t('none')}</dd>
          </div>
        </dl>
        <SalesChart board={board} />
      </section>

      <div className="dashboard-grid">
        <section className="dashboard-card" aria-labelledby="dashboard-prepare">
          <h2 id="dashboard-prepare">{t('toPrepare')}</h2>
          <ul className="dashboard-links">
            <li>
              <Link to="/admin-panel/orders?status=paid">{t('paid', { count: waiting.paid })}</Link>
            </li>
            <li>
              <Link to="/admin-panel/orders?status=preparing">{t('preparing', { count: waiting.preparing })}</Link>
            </li>
          </ul>
        </section>
        <section className="dashboard-card" aria-labelledby="dashboard-returns">
          <h2 id="dashboard-returns">{t('returnsToHandle')}</h2>
          <ul className="dashboard-links">
            <li>
              <Link to="/admin-panel/returns?status=requested">{t('requested', { count: returns.requested })}</Link>
            </li>
            <li>
              <Link to="/admin-panel/returns?status=approved">{t('approved', { count: returns.approved })}</Link>
            </li>
            <li>
              <Link to="/admin-panel/returns?status=received">{t('received', { count: returns.received })}</Link>
            </li>
          </ul>
        </section>
        <section className="dashboard-card" aria-labelledby="dashboard-stock">
          <h2 id="dashboard-stock">{t('lowStock', { threshold: LOW_STOCK_THRESHOLD })}</h2>
          {board.low_stock.length === 0 ? (
            <p className="admin-muted">{t('lowStockEmpty')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('colBook')}</th>
                    <th scope="col">{t('colStock')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.low_stock.map((book) => (
                    <tr key={book.id}>
                      <th scope="row">
                        <Link to={`/admin-panel/books/${book.id}`}>{book.title}</Link>
                        <span className="dashboard-stock__ean">
                          {t('colEan')} {book.ean_hyphenated}
                        </span>
                      </th>
                      <td>{book.stock}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/**
 * Revenue per day as bars. The drawing is hidden from screen readers: the caption says what it shows and the same
 * figures are in a table just below.
 */
function SalesChart({ board }: { board: AdminDashboard }) {
  const t = useT(dashboardMessages);
  const format = useFormats();
  const max = Math.max(0, ...board.days.map((day) => day.revenue_cents));
  const best = board.days.reduce<DashboardDay | null>((top, day) => (day.revenue_cents > (top?.revenue_cents ?? 0) ? day : top), null);
  const width = Math.max(1, board.days.length) * 10;

  return (
    <figure className="dashboard-chart">
      <figcaption>
        <strong>{t('chartTitle')}</strong> — {t('chartSummary', { from: format.day(board.from), to: format.day(board.to), count: board.orders, revenue: format.euros(board.revenue_cents) })}{' '}
        {best ? t('chartBest', { date: format.day(best.date), revenue: format.euros(best.revenue_cents), count: best.orders }) : t('chartEmpty')}
      </figcaption>
      <svg className="dashboard-chart__bars" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line x1="0" y1="99.5" x2={width} y2="99.5" className="dashboard-chart__axis" />
        {board.days.map((day, index) => {
          const height = max === 0 ? 0 : Math.max(day.revenue_cents > 0 ? 2 : 0, (day.revenue_cents / max) * 96);
          return (
            <rect key={day.date} x={index * 10 + 1} y={100 - height} width={8} height={height}>
              <title>{t('barTitle', { date: format.day(day.date), revenue: format.euros(day.revenue_cents) })}</title>
            </rect>
          );
        })}
      </svg>
      <details className="dashboard-chart__data">
        <summary>{t('chartAsTable')}</summary>
        <table className="admin-table">
          <caption className="visually-hidden">{t('chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colDay')}</th>
              <th scope="col">{t('colOrders')}</th>
              <th scope="col">{t('colRevenue')}</th>
            </tr>
          </thead>
          <tbody>
            {board.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{format.day(day.date)}</th>
                <td>{day.orders}</td>
                <td>{format.euros(day.revenue_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
