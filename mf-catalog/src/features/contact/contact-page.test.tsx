import { fireEvent, screen } from '@testing-library/react';
import { apiError, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { contactLoader, ContactPage, validateContact } from './contact-page';

let api: FakeApi;
let answer = { status: 201, body: { data: { id: 1 } } as unknown };

beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/company-settings') return { status: 200, body: { data: { email: 'contact@librairie-lumiere.fr', phone: '+33 1 42 00 00 00' } } };
    return answer;
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  answer = { status: 201, body: { data: { id: 1 } } };
});

const sent = () => api.calls.filter((call) => call.path === '/contact');

function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const fields: Array<[string, string | undefined]> = [
    ['Nom', values.name],
    ['Adresse email', values.email],
    ['Sujet', values.subject],
    ['Message', values.message],
  ];
  for (const [label, value] of fields) if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The page as the router opens it, once its loader has read the shop's address. */
async function renderPage() {
  renderRoute({ path: '/contactus', at: '/contactus', Component: ContactPage, loader: contactLoader });
  await screen.findByRole('heading', { level: 1 });
}

test('validateContact names every field that is wrong', () => {
  expect(validateContact({ name: ' ', email: 'x@y', subject: '', message: 'court' })).toEqual({
    name: 'nameRequired',
    email: 'emailInvalid',
    subject: 'subjectRequired',
    message: 'messageTooShort',
  });
  expect(validateContact({ name: 'Ana', email: 'ana@example.fr', subject: 'Livre', message: 'Bonjour, une question.' })).toEqual({});
});

test('a wrong form shows the messages and sends nothing', async () => {
  await renderPage();
  fill({ name: 'Ana', email: 'ana@', subject: 'Livre', message: 'Court' });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
  expect(screen.getByText('Votre message doit contenir au moins 10 caractères.')).toBeInTheDocument();
  expect(sent()).toHaveLength(0);
});

test('a valid message is sent trimmed and confirmed', async () => {
  await renderPage();
  expect(await screen.findByText(/contact@librairie-lumiere\.fr/)).toBeInTheDocument();
  fill({ name: ' Ana ', email: 'ana@example.fr', subject: 'Un livre', message: 'Avez-vous Les Misérables illustré ?' });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByText('Merci, votre message a bien été envoyé. Nous vous répondrons à ana@example.fr.')).toBeInTheDocument();
  expect(sent()[0]?.body).toEqual({ name: 'Ana', email: 'ana@example.fr', subject: 'Un livre', message: 'Avez-vous Les Misérables illustré ?' });
});

test('the server refusing too many messages is said plainly', async () => {
  answer = apiError(429, 'too_many_messages', 'Too many messages');
  await renderPage();
  fill({ name: 'Ana', email: 'ana@example.fr', subject: 'Un livre', message: 'Encore une question pour vous.' });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez envoyé plusieurs messages en peu de temps.');
});
