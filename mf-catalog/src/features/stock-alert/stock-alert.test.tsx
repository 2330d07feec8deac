import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, resetStore, startFakeApi, type FakeAnswer, type FakeApi, type FakeCall } from '@bookshop/testing';
import { StockAlert } from './stock-alert';

/** What the next POST /articles/12/stock-alerts answers. */
let answer: (call: FakeCall) => FakeAnswer;
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => (call.path === '/articles/12/stock-alerts' ? answer(call) : apiError(404, 'not_found', 'No route')));
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  // The API's one answer, whatever the address's state (new, asked before, confirmed or not).
  answer = () => ({ status: 202, body: { data: { requested: true } } });
});

/** The confirmation that replaces the block (the busy button's spinner is a status too, while it lasts). */
const confirmation = (text: string) => screen.findByText(text, { selector: '.stock-alert__done' });

const alertCalls = () => api.calls.filter((call) => call.path === '/articles/12/stock-alerts');

test('shows nothing for a book in stock', () => {
  const { container } = render(<StockAlert articleId={12} stock={2} />);
  expect(container).toBeEmptyDOMElement();
});

test('the server\'s HTML holds the button, the same for every shopper, signed in or not', () => {
  rootStore.setState({ user: aUser(), token: 'tok-1' });
  const html = renderToString(<StockAlert articleId={12} stock={0} />);
  expect(html).toContain('Prévenez-moi de son retour');
  expect(html).not.toContain('client@librairie-lumiere.fr');
});

test('on a title not out yet, it offers to tell of its coming out', () => {
  render(<StockAlert articleId={12} stock={0} forthcoming />);
  expect(screen.getByRole('button', { name: 'Prévenez-moi de sa parution' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Prévenez-moi de son retour' })).toBeNull();
});

test('a guest opens the form, is told what the email is for, and gets a clear confirmation in French', async () => {
  render(<StockAlert articleId={12} stock={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Prévenez-moi de son retour' }));
  const field = screen.getByLabelText('Votre email pour l’alerte');
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(/sert uniquement à vous prévenir, une seule fois, du retour de ce livre/);

  // Checked before anything is sent, next to the field.
  fireEvent.click(screen.getByRole('button', { name: 'M’avertir' }));
  expect(field).toHaveAccessibleDescription(/Indiquez votre adresse email\./);
  fireEvent.change(field, { target: { value: 'lea@' } });
  fireEvent.click(screen.getByRole('button', { name: 'M’avertir' }));
  expect(field).toHaveAccessibleDescription(/Veuillez entrer une adresse email valide\./);
  expect(alertCalls()).toHaveLength(0);

  fireEvent.change(field, { target: { value: '  Lea@Example.fr ' } });
  fireEvent.click(screen.getByRole('button', { name: 'M’avertir' }));
  const done = await confirmation(
    'C’est noté pour lea@example.fr. Si cette adresse n’est pas encore confirmée, nous vous avons envoyé un lien de confirmation : ouvrez-le pour être prévenu(e) du retour de ce livre.',
  );
  expect(done).toHaveAttribute('role', 'status');
  expect(done).toHaveFocus();
  expect(alertCalls()).toHaveLength(1);
  expect(alertCalls()[0]?.body).toEqual({ email: 'Lea@Example.fr', language: 'fr' });
  expect(alertCalls()[0]?.authorization).toBeUndefined();
});

test('an English-speaking guest is told in English that a confirmation link may be on its way', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  render(<StockAlert articleId={12} stock={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Notify me when it is back' }));
  const field = screen.getByLabelText('Your email for the alert');
  expect(field).toHaveAccessibleDescription(/used only to tell you, once, that this book is back; .* We first mail you a link to confirm the request/);
  fireEvent.change(field, { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(
    await confirmation('Noted for lea@example.fr. If this address is not confirmed yet, we have mailed you a confirmation link: open it to be told when this book is back.'),
  ).toHaveFocus();
  expect(alertCalls()[0]?.body).toEqual({ email: 'lea@example.fr', language: 'eng' });
});

test('Close gives the focus back to the button', () => {
  render(<StockAlert articleId={12} stock={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Prévenez-moi de son retour' }));
  fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(screen.queryByLabelText('Votre email pour l’alerte')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prévenez-moi de son retour' })).toHaveFocus();
});

test('a signed-in customer asks in one click, for their account\'s email, with their session', async () => {
  rootStore.setState({ user: aUser(), token: 'tok-1' });
  render(<StockAlert articleId={12} stock={0} />);
  expect(screen.getByText('Nous vous écrirons à client@librairie-lumiere.fr, une seule fois, dès son retour en stock.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Prévenez-moi de son retour' }));
  await confirmation(
    'C’est noté pour client@librairie-lumiere.fr. Si cette adresse n’est pas encore confirmée, nous vous avons envoyé un lien de confirmation : ouvrez-le pour être prévenu(e) du retour de ce livre.',
  );
  expect(alertCalls()).toHaveLength(1);
  expect(alertCalls()[0]?.body).toEqual({});
  expect(alertCalls()[0]?.authorization).toBe('Bearer tok-1');
});

test.each([
  [apiError(400, 'validation_error', 'This email address is not valid.', 'email'), 'Veuillez entrer une adresse email valide.'],
  [apiError(409, 'in_stock', 'This book is in stock: it can be ordered now.', 'article_id'), 'Bonne nouvelle : ce livre est de nouveau en stock. Rechargez la page pour le commander.'],
  [apiError(429, 'too_many_requests', 'Too many requests.'), 'Trop de demandes depuis votre connexion. Réessayez dans une heure.'],
  [apiError(500, 'internal', 'Boom'), 'La demande n’a pas pu être envoyée. Réessayez.'],
])('a refusal (%#) says what to do, and the form stays to try again', async (refusal, text) => {
  answer = () => refusal;
  render(<StockAlert articleId={12} stock={0} />);
  fireEvent.click(screen.getByRole('button', { name: 'Prévenez-moi de son retour' }));
  fireEvent.change(screen.getByLabelText('Votre email pour l’alerte'), { target: { value: 'lea@example.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'M’avertir' }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'M’avertir' })).toBeEnabled();
});
