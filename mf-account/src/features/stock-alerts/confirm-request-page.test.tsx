import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { apiError, resetStore, startFakeApi, type FakeAnswer, type FakeApi } from '@bookshop/testing';
import { ConfirmRequestPage } from './confirm-request-page';

/** What the next confirmation call answers (the API's own answer to a valid token). */
let answer: FakeAnswer;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) =>
    call.path === '/stock-alerts/confirm' || call.path === '/newsletter/confirm' ? answer : apiError(404, 'not_found', 'No route'),
  );
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  answer = { status: 200, body: { data: { confirmed: true } } };
});

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/confirm/stock-alert" element={<ConfirmRequestPage />} />
        <Route path="/confirm/newsletter" element={<ConfirmRequestPage />} />
        <Route path="/books" element={<p>Books</p>} />
      </Routes>
    </MemoryRouter>,
  );

const confirmButton = (name = 'Confirmer') => screen.getByRole('button', { name });

test('opening the link confirms nothing: the back-in-stock request is confirmed on the button, in French', async () => {
  at('/confirm/stock-alert?token=tok-confirm-1234567890');
  expect(screen.getByRole('heading', { name: 'Confirmer une alerte de retour en stock' })).toBeInTheDocument();
  expect(screen.getByText(/sans confirmation, nous ne vous écrirons pas/)).toBeInTheDocument();
  // A mail scanner opening the link stops here.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.calls).toHaveLength(0);

  fireEvent.click(confirmButton());
  expect(await screen.findByText(/C’est confirmé : nous vous écrirons dès le retour en stock de ce livre/)).toHaveAttribute('role', 'status');
  expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/stock-alerts/confirm', { token: 'tok-confirm-1234567890' }]]);
  expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/books');
});

test('the newsletter link confirms the subscription, in English', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  at('/confirm/newsletter?token=tok-news-1234567890');
  expect(screen.getByRole('heading', { name: 'Confirm your newsletter subscription' })).toBeInTheDocument();
  fireEvent.click(confirmButton('Confirm'));
  expect(await screen.findByText('Confirmed: you are subscribed to the newsletter.')).toBeInTheDocument();
  expect(api.calls.map((call) => [call.path, call.body])).toEqual([['/newsletter/confirm', { token: 'tok-news-1234567890' }]]);
});

test('a link without its token says so, with no button and no call', async () => {
  at('/confirm/newsletter');
  expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet. Ouvrez le lien reçu par email tel quel.');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('a spent or replaced link says to use the latest mail, and cannot be tried again', async () => {
  answer = apiError(400, 'invalid_token', 'This link is not valid any more.', 'token');
  at('/confirm/stock-alert?token=tok-used-1234567890');
  fireEvent.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable : il a déjà servi, ou un lien plus récent vous a été envoyé.');
  expect(screen.queryByRole('button', { name: 'Confirmer' })).not.toBeInTheDocument();
});

test('a server that does not answer can be tried again', async () => {
  answer = apiError(503, 'database_unavailable', 'Down.');
  at('/confirm/stock-alert?token=tok-confirm-1234567890');
  fireEvent.click(confirmButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur n’a pas pu répondre. Veuillez réessayer.');
  answer = { status: 200, body: { data: { confirmed: true } } };
  fireEvent.click(confirmButton());
  expect(await screen.findByText(/C’est confirmé/)).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);
});
