import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { MyStockAlert } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { settle, ToastHost, type Settled } from '@bookshop/ui';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { fetchMyStockAlerts } from './api';
import { MyStockAlerts } from './my-stock-alerts';

let alerts: MyStockAlert[];
let failing: boolean;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (failing) return apiError(503, 'database_unavailable', 'Down.');
    if (call.path === '/users/me/stock-alerts') return { status: 200, body: { data: alerts } };
    const one = /^\/users\/me\/stock-alerts\/(\d+)$/.exec(call.path);
    if (one && call.method === 'DELETE') {
      alerts = alerts.filter((alert) => alert.id !== Number(one[1]));
      return { status: 200, body: { data: { id: Number(one[1]) } } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser(), token: 'tok-7' });
  api.calls.length = 0;
  failing = false;
  alerts = [
    { id: 3, article_id: 12, title: 'Les Misérables', created_at: '2026-11-20T09:30:00.000Z' },
    { id: 2, article_id: 14, title: 'Notre-Dame de Paris', created_at: '2026-11-02T09:30:00.000Z' },
  ];
});

/** The section as the profile shows it: with what the page's loader read (and read again on Retry). */
const renderSection = () =>
  renderRoutes(
    [
      {
        path: '/accountprofile',
        loader: ({ request }: LoaderFunctionArgs) => settle(fetchMyStockAlerts(), request),
        Component: () => <MyStockAlerts loaded={useLoaderData<Settled<MyStockAlert[]>>()} />,
      },
    ],
    '/accountprofile',
    <ToastHost />,
  );

test('lists the customer\'s waiting alerts with their books, and cancels one', async () => {
  renderSection();
  const section = await screen.findByRole('region', { name: 'Mes alertes de retour en stock' });
  expect(within(section).getByRole('link', { name: 'Les Misérables' })).toHaveAttribute('href', '/bookdetails/12');
  expect(within(section).getByText('demandée le 20 novembre 2026')).toBeInTheDocument();
  fireEvent.click(within(section).getByRole('button', { name: 'Annuler l’alerte pour « Les Misérables »' }));
  expect(await screen.findByText('Alerte annulée pour « Les Misérables ».')).toBeInTheDocument();
  expect(within(section).queryByRole('link', { name: 'Les Misérables' })).not.toBeInTheDocument();
  expect(within(section).getByRole('heading', { name: 'Mes alertes de retour en stock' })).toHaveFocus();
  expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/users/me/stock-alerts/3', authorization: 'Bearer tok-7' });
});

test('says when there is none, in English', async () => {
  alerts = [];
  act(() => rootStore.getState().setLanguage('eng'));
  renderSection();
  expect(await screen.findByText('No alert waiting. On the page of a book out of stock, “Notify me when it is back” sets one.')).toBeInTheDocument();
});

test('a failed load says so and can be tried again', async () => {
  failing = true;
  renderSection();
  expect(await screen.findByText('Vos alertes n’ont pas pu être chargées.')).toBeInTheDocument();
  failing = false;
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Notre-Dame de Paris' })).toBeInTheDocument();
});
