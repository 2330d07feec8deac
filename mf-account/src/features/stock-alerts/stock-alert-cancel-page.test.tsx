import { act, fireEvent, screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { apiError, renderRoutes, resetStore, startFakeApi, type FakeAnswer, type FakeApi } from '@bookshop/testing';
import { StockAlertCancelPage, stockAlertCancelLoader } from './stock-alert-cancel-page';

/** What the next POST /stock-alerts/cancel answers: the API's own answer for any well-formed token. */
let answer: FakeAnswer;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => (call.path === '/stock-alerts/cancel' ? answer : apiError(404, 'not_found', 'No route')));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  answer = { status: 200, body: { data: { cancelled: true } } };
});

/** The page through its route, with its loader, as the shell's router runs it in the browser. */
const at = (path: string) =>
  renderRoutes(
    [
      { path: '/stock-alert-cancel', Component: StockAlertCancelPage, loader: stockAlertCancelLoader, HydrateFallback: StockAlertCancelPage },
      { path: '/books', Component: () => <p>Books</p> },
    ],
    path,
  );

test('the mailed link cancels the request with its token and says so in French', async () => {
  at('/stock-alert-cancel?token=tok-cancel-1234567890');
  expect(screen.getByRole('heading', { name: 'Annulation d’une alerte de retour en stock' })).toBeInTheDocument();
  expect(await screen.findByText(/C’est fait : votre demande est annulée et votre adresse effacée/)).toHaveAttribute('role', 'status');
  expect(api.calls.filter((call) => call.path === '/stock-alerts/cancel').map((call) => call.body)).toEqual([{ token: 'tok-cancel-1234567890' }]);
  expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/books');
});

test('in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  at('/stock-alert-cancel?token=tok-cancel-1234567890');
  expect(await screen.findByText(/Done: your request is cancelled and your address deleted/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cancel a back-in-stock alert' })).toBeInTheDocument();
});

test('a link without its token says so and calls nothing', async () => {
  at('/stock-alert-cancel');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien est incomplet. Ouvrez le lien reçu par email tel quel.');
  expect(api.calls).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

test('a server that does not answer can be tried again', async () => {
  answer = apiError(503, 'database_unavailable', 'Down.');
  at('/stock-alert-cancel?token=tok-cancel-1234567890');
  expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur n’a pas pu répondre. Veuillez réessayer.');
  answer = { status: 200, body: { data: { cancelled: true } } };
  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText(/C’est fait/)).toBeInTheDocument();
});
