import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { configureApi } from '@bookshop/api-client';
import { initialPersistedState, rootStore } from '@bookshop/store';
import { ToastHost } from '@bookshop/ui';
import { NewsletterForm } from './newsletter-form';

/** A tiny real API: records POST /newsletter and answers what the test sets. */
const posted: unknown[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { data: { email: '', ecom_type: 'lumiere' } } };
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/api/gmp/lumiere/newsletter')) posted.push(JSON.parse(raw));
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`, shop: 'lumiere' });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  localStorage.clear();
  rootStore.setState({ ...initialPersistedState });
  posted.length = 0;
  answer = { status: 201, body: { data: { email: 'x', ecom_type: 'lumiere' } } };
});

function renderForm() {
  render(
    <>
      <ToastHost />
      <NewsletterForm />
    </>,
  );
  return screen.getByLabelText('Votre adresse email');
}

const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'S’abonner' }));

test.each(['lecteur', 'lecteur@librairie', 'lecteur @librairie.fr', '@librairie.fr'])('"%s" is refused on the spot and nothing is sent', async (email) => {
  const input = renderForm();
  fireEvent.change(input, { target: { value: email } });
  subscribe();

  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer une adresse email valide.');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveValue(email);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(posted).toEqual([]);
});

test('a valid email is sent with the shop as ecom_type, then the field clears and success is shown', async () => {
  const input = renderForm();
  fireEvent.change(input, { target: { value: ' lecteur@librairie.fr ' } });
  subscribe();

  await waitFor(() => expect(input).toHaveValue(''));
  expect(posted).toEqual([{ email: 'lecteur@librairie.fr', ecom_type: 'lumiere' }]);
  expect(await screen.findByText('Abonné avec succès')).toBeInTheDocument();
  expect(screen.queryByText('Veuillez entrer une adresse email valide.')).not.toBeInTheDocument();
});

test('an email already subscribed (409) stays in the field and the shopper is told', async () => {
  answer = { status: 409, body: { statusCode: 409, code: 'already_subscribed', message: 'The email has already been subscribed.', field: 'email' } };
  const input = renderForm();
  fireEvent.change(input, { target: { value: 'lecteur@librairie.fr' } });
  subscribe();

  expect(await screen.findByText('L’email a déjà été souscrit.')).toBeInTheDocument();
  expect(posted).toHaveLength(1);
  expect(input).toHaveValue('lecteur@librairie.fr');
});

test('an email the server refuses as invalid shows the invalid-email message under the field', async () => {
  answer = { status: 400, body: { statusCode: 400, code: 'invalid_email', message: 'Invalid email', field: 'email' } };
  const input = renderForm();
  fireEvent.change(input, { target: { value: 'lecteur@librairie.fr' } });
  subscribe();

  await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Veuillez entrer une adresse email valide.', { selector: '#newsletter-error' })).toBeInTheDocument();
  expect(input).toHaveValue('lecteur@librairie.fr');
});
