import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { resetStore, startFakeApi, type FakeAnswer, type FakeApi } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { NewsletterForm } from './newsletter-form';

/** A tiny real API: records POST /newsletter and answers what the test sets. */
const posted: unknown[] = [];
let answer: FakeAnswer = { status: 202, body: { data: { requested: true } } };
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
  // The API's one answer for a new, a known, a confirmed or an unconfirmed address.
  answer = { status: 202, body: { data: { requested: true } } };
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

test('a valid email is sent with the shop and the language, then the field clears and the confirmation link is announced', async () => {
  const input = renderForm();
  fireEvent.change(input, { target: { value: ' lecteur@librairie.fr ' } });
  subscribe();

  await waitFor(() => expect(input).toHaveValue(''));
  expect(posted).toEqual([{ email: 'lecteur@librairie.fr', ecom_type: 'lumiere', language: 'fr' }]);
  // Under the form, where it stays (a toast would be gone before it is read).
  expect(await screen.findByRole('status')).toHaveTextContent('Si l’adresse n’est pas confirmée, ouvrez le lien que nous lui envoyons.');
  expect(screen.queryByText('Veuillez entrer une adresse email valide.')).not.toBeInTheDocument();
});

test('in English, the mail is asked in English and the message says so', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  render(
    <>
      <ToastHost />
      <NewsletterForm />
    </>,
  );
  fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'reader@librairie.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If the address is not confirmed, open the link we are mailing to it.'));
  expect(posted).toEqual([{ email: 'reader@librairie.fr', ecom_type: 'lumiere', language: 'eng' }]);
});

test('too many sign-ups from one connection (429) says to try later, the email kept', async () => {
  answer = { status: 429, body: { statusCode: 429, code: 'too_many_requests', message: 'Too many requests.' } };
  const input = renderForm();
  fireEvent.change(input, { target: { value: 'lecteur@librairie.fr' } });
  subscribe();

  expect(await screen.findByText('Trop d’abonnements depuis votre connexion : veuillez réessayer plus tard.')).toBeInTheDocument();
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
