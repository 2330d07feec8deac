import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCouponBody, AdminCouponRow } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { ToastHost } from '@bookshop/ui';
import { apiError, aUser, type FakeApi, type FakeCall, renderRoutes, resetStore, startFakeApi } from '@bookshop/testing';
import { CouponsPage, couponsLoader } from './coupons-page';

const WELCOME: AdminCouponRow = {
  id: 1,
  code: 'BIENVENUE',
  kind: 'percent',
  value: 20,
  starts_at: null,
  ends_at: null,
  max_uses: 100,
  max_uses_per_customer: 1,
  min_basket: 30,
  active: true,
  uses: 3,
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
};
const OLD: AdminCouponRow = { ...WELCOME, id: 2, code: 'ETE2025', kind: 'amount', value: 5, max_uses: null, max_uses_per_customer: null, min_basket: 0, uses: 12, active: false, status: 'inactive' };

let coupons: AdminCouponRow[];
const calls: FakeCall[] = [];
let refuseNext: ReturnType<typeof apiError> | null = null;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    calls.push(call);
    if (call.method === 'GET' && call.path === '/admin/coupons') {
      const status = call.query.get('status');
      const rows = coupons.filter((coupon) => !status || coupon.status === status);
      return { status: 200, body: { data: rows, total: rows.length, page: 1, page_size: 20 } };
    }
    if (refuseNext) {
      const refusal = refuseNext;
      refuseNext = null;
      return refusal;
    }
    const id = Number(call.path.split('/')[3]);
    if (call.method === 'POST' && call.path.endsWith('/deactivate')) {
      coupons = coupons.map((coupon) => (coupon.id === id ? { ...coupon, active: false, status: 'inactive' } : coupon));
      return { status: 200, body: { data: coupons.find((coupon) => coupon.id === id) } };
    }
    const body = call.body as AdminCouponBody;
    const saved = (savedId: number): AdminCouponRow => ({
      ...WELCOME,
      ...body,
      id: savedId,
      starts_at: body.starts_at ?? null,
      ends_at: body.ends_at ?? null,
      max_uses: body.max_uses ?? null,
      max_uses_per_customer: body.max_uses_per_customer ?? null,
      min_basket: body.min_basket ?? 0,
      active: body.active ?? true,
      uses: 0,
      status: 'active',
    });
    if (call.method === 'POST') {
      coupons = [saved(3), ...coupons];
      return { status: 201, body: { data: saved(3) } };
    }
    if (call.method === 'PUT') {
      coupons = coupons.map((coupon) => (coupon.id === id ? saved(id) : coupon));
      return { status: 200, body: { data: saved(id) } };
    }
    return apiError(404, 'not_found', 'Not found');
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  rootStore.setState({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-1' });
  coupons = [WELCOME, OLD];
  calls.length = 0;
  refuseNext = null;
});

const renderPage = () =>
  renderRoutes([{ path: '/admin-panel/coupons', Component: CouponsPage, loader: couponsLoader }], '/admin-panel/coupons', <ToastHost />);
const writes = () => calls.filter((call) => call.method !== 'GET');

test('lists the codes with their discount, minimum, uses and status; the status filter asks the server', async () => {
  renderPage();
  const row = await screen.findByRole('row', { name: /BIENVENUE/ });
  expect(row).toHaveTextContent(/20 % · dès 30,00\s€ de livres/);
  expect(row).toHaveTextContent('Sans limite de date');
  expect(row).toHaveTextContent('3 / 100 · 1 par client');
  expect(within(row).getByText('Actif')).toBeInTheDocument();
  const old = screen.getByRole('row', { name: /ETE2025/ });
  expect(old).toHaveTextContent(/5,00\s€/);
  expect(old).toHaveTextContent('Désactivé');
  // A switched-off code has nothing to deactivate.
  expect(within(old).queryByRole('button', { name: /Désactiver/ })).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('État'), { target: { value: 'inactive' } });
  await waitFor(() => expect(calls.filter((call) => call.method === 'GET').at(-1)?.query.get('status')).toBe('inactive'));
  expect(await screen.findByRole('row', { name: /ETE2025/ })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /BIENVENUE/ })).not.toBeInTheDocument();
});

test('creates a code: the form says what is wrong before sending, then sends the server\'s units', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Créer un code promo' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau code promo' });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  save();
  expect(within(dialog).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
  fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'no way!' } });
  fireEvent.change(within(dialog).getByLabelText('Pourcentage de remise'), { target: { value: '150' } });
  fireEvent.change(within(dialog).getByLabelText('Utilisations en tout (facultatif)'), { target: { value: '0' } });
  fireEvent.change(within(dialog).getByLabelText('Début (facultatif)'), { target: { value: '2026-12-10T00:00' } });
  fireEvent.change(within(dialog).getByLabelText('Fin (facultatif)'), { target: { value: '2026-12-01T00:00' } });
  save();
  expect(within(dialog).getByText('Le code doit compter 3 à 32 lettres, chiffres, - ou _.')).toBeInTheDocument();
  expect(within(dialog).getByText('Saisissez un nombre entier de 1 à 100.')).toBeInTheDocument();
  expect(within(dialog).getByText('Saisissez un nombre entier d’au moins 1, ou laissez vide.')).toBeInTheDocument();
  expect(within(dialog).getByText('La fin doit venir après le début.')).toBeInTheDocument();
  expect(writes()).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: ' noel-2026 ' } });
  fireEvent.change(within(dialog).getByLabelText('Type de remise'), { target: { value: 'amount' } });
  fireEvent.change(within(dialog).getByLabelText('Montant de la remise (€)'), { target: { value: '7,50' } });
  fireEvent.change(within(dialog).getByLabelText('Utilisations en tout (facultatif)'), { target: { value: '' } });
  fireEvent.change(within(dialog).getByLabelText('Utilisations par client (facultatif)'), { target: { value: '2' } });
  fireEvent.change(within(dialog).getByLabelText('Fin (facultatif)'), { target: { value: '2026-12-31T23:59' } });
  fireEvent.change(within(dialog).getByLabelText('Montant minimum de livres (€, facultatif)'), { target: { value: '25' } });
  save();
  expect(await screen.findByText('Code promo NOEL-2026 créé.')).toBeInTheDocument();
  expect(writes()).toHaveLength(1);
  expect(writes()[0]?.body).toEqual({
    code: 'NOEL-2026',
    kind: 'amount',
    value: 7.5,
    starts_at: new Date('2026-12-10T00:00').toISOString(),
    ends_at: new Date('2026-12-31T23:59').toISOString(),
    max_uses: null,
    max_uses_per_customer: 2,
    min_basket: 25,
    active: true,
  });
  expect(await screen.findByRole('row', { name: /NOEL-2026/ })).toBeInTheDocument();
});

test('a code another coupon has is said next to the field', async () => {
  refuseNext = apiError(409, 'code_taken', 'Another coupon has this code.', 'code');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Créer un code promo' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau code promo' });
  fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'bienvenue' } });
  fireEvent.change(within(dialog).getByLabelText('Pourcentage de remise'), { target: { value: '10' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findByText('Un autre code promo porte déjà ce code.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
});

test('in English: edits a code and deactivates another', async () => {
  rootStore.getState().setLanguage('eng');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit BIENVENUE' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit BIENVENUE' });
  expect(within(dialog).getByLabelText('Discount percentage')).toHaveValue('20');
  expect(within(dialog).getByLabelText('Minimum amount of books (€, optional)')).toHaveValue('30');
  fireEvent.change(within(dialog).getByLabelText('Discount percentage'), { target: { value: '25' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Coupon code BIENVENUE saved.')).toBeInTheDocument();
  expect(writes()[0]).toMatchObject({ method: 'PUT', path: '/admin/coupons/1', body: { code: 'BIENVENUE', kind: 'percent', value: 25, max_uses: 100, max_uses_per_customer: 1, min_basket: 30 } });

  fireEvent.click(await screen.findByRole('button', { name: 'Deactivate BIENVENUE' }));
  expect(await screen.findByText('Coupon code BIENVENUE deactivated.')).toBeInTheDocument();
  expect(writes()[1]).toMatchObject({ method: 'POST', path: '/admin/coupons/1/deactivate' });
  const row = await screen.findByRole('row', { name: /BIENVENUE/ });
  await waitFor(() => expect(row).toHaveTextContent('Switched off'));
});
