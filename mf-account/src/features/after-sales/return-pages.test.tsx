import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, ReturnRequest } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { ToastHost } from '@bookshop/ui';
import { AddReturnPage, addReturnLoader, EditReturnPage, editReturnLoader, ReturnDetailPage, returnDetailLoader } from './return-pages';

// The smallest valid PNG (1x1, transparent): what the server and the form's content check accept.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const order: Order = {
  number: 'ABCD-EFGH-JKLM',
  status: 'delivered',
  email: 'client@librairie-lumiere.fr',
  created_at: '2026-03-01T10:00:00.000Z',
  currency: 'eur',
  usd_rate: null,
  payment_method: 'bank_transfer',
  delivery_method: 'home',
  items_total: 20,
  delivery_price: 0,
  total: 20,
  lines: [
    { article_id: 1, title: 'Les Misérables', author: 'Victor Hugo', ean: '9782070409228', isbn_hyphenated: '978-2-07-040922-8', unit_price_ttc: 10, discount: 0, unit_price: 10, quantity: 1, line_total: 10 },
    { article_id: 2, title: 'Germinal', author: 'Émile Zola', ean: '9782070411085', isbn_hyphenated: '978-2-07-041108-5', unit_price_ttc: 10, discount: 0, unit_price: 10, quantity: 1, line_total: 10 },
  ],
  shipping: { first_name: 'Claire', last_name: 'Martin', phone: '0123456789', address: '12 rue des Lilas', address_extra: '', city: 'Lyon', postal_code: '69003', country: 'FR' },
  events: [{ status: 'delivered', at: '2026-03-04T10:00:00.000Z' }],
  bank_transfer_details: null,
  expires_at: null,
  coupon: null,
  gift_card: null,
  amount_due: 20,
  return_window: { delivered_at: '2026-03-04T10:00:00.000Z', last_day: '2099-03-18', open: true },
  pickup: null,
  gift_card_purchase: null,
};

/** The fake API holds one return (id 55) of that order, and its photo, as the server does. */
let request: ReturnRequest;
let photo: Buffer | null;
/** What PUT /returns/55/photo answers instead of storing the photo, when set. */
let photoRefusal: ReturnType<typeof apiError> | null;
/** What PUT /returns/55 answers instead of saving the change, when set. */
let changeRefusal: ReturnType<typeof apiError> | null;
/** The order as GET /orders/{number} answers it (its status and return period vary per test). */
let shownOrder: Order;
let api: FakeApi;
const answer = (status = 200) => ({ status, body: { data: request } });

beforeAll(async () => {
  api = await startFakeApi((call: FakeCall) => {
    if (call.path === `/orders/${order.number}`) return { status: 200, body: { data: shownOrder } };
    if (call.path === '/returns' && call.method === 'POST') {
      const body = call.body as { items: Array<{ article_id: number; quantity: number }>; reason: string };
      request = { ...request, reason: body.reason, items: body.items.map((item) => ({ ...item, title: 'Germinal', unit_price: 10 })) };
      return answer(201);
    }
    if (call.path === '/returns/55' && call.method === 'GET') return answer();
    if (call.path === '/returns/55' && call.method === 'PUT') {
      if (changeRefusal) return changeRefusal;
      request = { ...request, reason: (call.body as { reason: string }).reason };
      return answer();
    }
    if (call.path === '/returns/55/photo') {
      if (call.method === 'GET') return photo ? { status: 200, body: photo, contentType: 'image/png' } : apiError(404, 'not_found', 'This return has no photo.');
      if (call.method === 'PUT') {
        if (photoRefusal) return photoRefusal;
        photo = call.body as Buffer;
        request = { ...request, photo: true };
        return answer();
      }
      if (call.method === 'DELETE') {
        photo = null;
        request = { ...request, photo: false };
        return answer();
      }
    }
    return apiError(404, 'not_found', 'Not found');
  });
  // jsdom has no object URLs: each blob gets a readable stand-in.
  let made = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(made += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.getState().setSession(aUser(), 'tok-7');
  request = {
    id: 55,
    order_number: order.number,
    status: 'requested',
    reason: 'La couverture est arrivée déchirée.',
    created_at: '2026-03-05T10:00:00.000Z',
    items: [{ article_id: 2, title: 'Germinal', quantity: 1, unit_price: 10 }],
    events: [{ status: 'requested', at: '2026-03-05T10:00:00.000Z' }],
    photo: false,
  };
  photo = null;
  photoRefusal = null;
  changeRefusal = null;
  shownOrder = order;
  api.calls.length = 0;
});

/** The return pages as the router runs them: each reads its data with its client loader. */
function renderAt(path: string) {
  const pages = [
    { path: '/add_refund_return/:order_id', Component: AddReturnPage, loader: addReturnLoader },
    { path: '/edit_refund_return', Component: EditReturnPage, loader: editReturnLoader },
    { path: '/refund_return/:returnId', Component: ReturnDetailPage, loader: returnDetailLoader },
  ];
  return renderRoutes(pages, path, <ToastHost />);
}

const choosePhoto = (file: File) => fireEvent.change(screen.getByLabelText(/Choisir une photo|Changer de photo/), { target: { files: [file] } });
const photoCalls = () => api.calls.filter((call) => call.path === '/returns/55/photo');

async function fillNewReturn() {
  renderAt(`/add_refund_return/${order.number}`);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Germinal' }));
  fireEvent.change(screen.getByLabelText('Raison du retour'), { target: { value: 'La couverture est arrivée déchirée.' } });
}

test('the photo is checked like the server does: type, content and 1 MB, with a French message', async () => {
  await fillNewReturn();
  expect(screen.getByText('Une photo du livre abîmé ou de l’erreur aide la librairie : PNG, JPEG ou WebP, 1 Mo au plus.')).toBeInTheDocument();

  choosePhoto(new File(['%PDF-1.7'], 'bon.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La photo doit être une image PNG, JPEG ou WebP.');

  // Named and typed as a PNG, but not one inside.
  choosePhoto(new File(['<svg onload="alert(1)"></svg>'], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La photo doit être une image PNG, JPEG ou WebP.');

  choosePhoto(new File([png, new Uint8Array(1024 * 1024)], 'grande.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La photo doit peser 1 Mo au plus.');
  expect(screen.queryByRole('img')).toBeNull();

  choosePhoto(new File([png], 'couverture.png', { type: 'image/png' }));
  expect(await screen.findByRole('img', { name: 'Photo choisie pour le retour' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Changer de photo')).toBeInTheDocument();

  // Removed again before sending: nothing is attached.
  fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByLabelText('Choisir une photo')).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
  expect(await screen.findByRole('heading', { name: `Retour n° 55 — commande ${order.number}` })).toBeInTheDocument();
  expect(photoCalls()).toEqual([]);
});

test('a new return is sent with its photo, which its page then shows, fetched with the token', async () => {
  await fillNewReturn();
  choosePhoto(new File([png], 'couverture.png', { type: 'image/png' }));
  await screen.findByRole('img', { name: 'Photo choisie pour le retour' });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

  expect(await screen.findByRole('heading', { name: `Retour n° 55 — commande ${order.number}` })).toBeInTheDocument();
  const [upload] = photoCalls();
  expect(upload).toMatchObject({ method: 'PUT', authorization: 'Bearer tok-7' });
  expect(upload?.headers['content-type']).toBe('image/png');
  expect((upload?.body as Buffer).equals(png)).toBe(true);
  expect(api.calls.findIndex((call) => call.path === '/returns')).toBeLessThan(api.calls.indexOf(upload as FakeCall));

  expect(screen.getByRole('heading', { name: 'Photo jointe' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'Photo jointe au retour n° 55' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  expect(photoCalls().at(-1)).toMatchObject({ method: 'GET', authorization: 'Bearer tok-7' });
});

test('when the photo of a new return cannot be sent, the return is kept and the customer told how to add it', async () => {
  photoRefusal = apiError(500, 'internal_error', 'Something went wrong on our side.');
  await fillNewReturn();
  choosePhoto(new File([png], 'couverture.png', { type: 'image/png' }));
  await screen.findByRole('img', { name: 'Photo choisie pour le retour' });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));

  expect(
    await screen.findByText('Votre demande de retour est enregistrée, mais la photo n’a pas pu être envoyée : vous pouvez l’ajouter en modifiant la demande.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: `Retour n° 55 — commande ${order.number}` })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Photo jointe' })).toBeNull();
});

test('editing shows the photo, and removing it is sent with the changes', async () => {
  request = { ...request, photo: true };
  photo = png;
  renderAt('/edit_refund_return?id=55');
  expect(await screen.findByRole('img', { name: 'Photo jointe au retour n° 55' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Retirer la photo' }));
  expect(screen.queryByRole('img')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

  expect(await screen.findByRole('heading', { name: `Retour n° 55 — commande ${order.number}` })).toBeInTheDocument();
  expect(photoCalls().map((call) => call.method)).toEqual(['GET', 'DELETE']);
  expect(api.calls.some((call) => call.method === 'PUT' && call.path === '/returns/55')).toBe(true);
  expect(screen.queryByRole('heading', { name: 'Photo jointe' })).toBeNull();
});

test('editing: a photo the server refuses keeps the form, with the reason, in English too', async () => {
  rootStore.setState({ language: 'eng' });
  photoRefusal = apiError(400, 'unsupported_image', 'The photo must be a PNG, JPEG or WebP image.', 'photo');
  renderAt('/edit_refund_return?id=55');
  expect(await screen.findByText('Photo (optional)')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [new File([png], 'cover.png', { type: 'image/png' })] } });
  await screen.findByRole('img', { name: 'Photo chosen for the return' });
  fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a PNG, JPEG or WebP image.');
  expect(screen.getByRole('heading', { name: 'Edit return no. 55' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save the changes' })).toBeEnabled();
  expect(within(screen.getByRole('group', { name: 'Photo (optional)' })).getByRole('img')).toBeInTheDocument();
});

test('a return without a photo shows none and asks for none', async () => {
  renderAt('/refund_return/55');
  expect(await screen.findByRole('heading', { name: `Retour n° 55 — commande ${order.number}` })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Photo jointe' })).toBeNull();
  await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
  expect(photoCalls()).toEqual([]);
});

test('after the return period, a requested return is no longer offered for editing, in French and in English', async () => {
  shownOrder = { ...order, return_window: { delivered_at: '2026-03-04T10:00:00.000Z', last_day: '2026-03-18', open: false } };
  renderAt('/edit_refund_return?id=55');
  expect(
    await screen.findByText('Le délai de rétractation de cette commande est écoulé : cette demande de retour ne peut plus être modifiée. La librairie la traite telle que vous l’avez envoyée.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

  act(() => rootStore.setState({ language: 'eng' }));
  expect(await screen.findByText('The withdrawal period of this order is over: this return request can no longer be changed. The bookshop handles it as you sent it.')).toBeInTheDocument();
});

test('a refunded order\'s requested return is no longer offered for editing', async () => {
  shownOrder = { ...order, status: 'refunded', return_window: null };
  renderAt('/edit_refund_return?id=55');
  expect(await screen.findByText('Cette commande a été remboursée : cette demande de retour ne peut plus être modifiée.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer les modifications' })).toBeNull();
});

test('editing: the period ending while the form is open is told as such (409 return_window_closed), in English too', async () => {
  rootStore.setState({ language: 'eng' });
  changeRefusal = apiError(409, 'return_window_closed', 'The return period ended on 2026-03-18: a return can no longer be asked for or changed.', 'items');
  renderAt('/edit_refund_return?id=55');
  expect(await screen.findByText(/You can ask for a return until/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The withdrawal period of this order is over: this return request can no longer be changed. The bookshop handles it as you sent it.',
  );
  expect(screen.getByRole('heading', { name: 'Edit return no. 55' })).toBeInTheDocument();
});
