import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetStore, startFakeApi, type FakeAnswer, type FakeApi } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { NewsletterForm } from './newsletter-form';

/** A tiny real API: records POST /newsletter and answers what the test sets. */
const posted: unknown[] = [];
let answer: FakeAnswer = { status: 201, body: { data: { email: '', ecom_type: 'lumiere' } } };
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    if (method === 'POST' && path === '/newsletter') posted.push(body);
    return answer;
  });
});

afterAll(() => api.close());

beforeEach(() => {
  resetStore();
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
