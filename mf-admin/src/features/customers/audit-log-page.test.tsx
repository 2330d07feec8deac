import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from '@bookshop/contracts';
import { apiError, aUser, renderRoutes, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { AuditLogPage, auditLogLoader } from './audit-log-page';
import { changedFields } from './audit-diff';

const entries: AuditLogEntry[] = [
  {
    id: 12,
    user_id: 1,
    user_email: 'admin@librairie-lumiere.fr',
    action: 'disable',
    entity: 'user',
    entity_id: '5',
    before: { email: 'client@librairie-lumiere.fr', disabled_at: null },
    after: { email: 'client@librairie-lumiere.fr', disabled_at: '2026-04-01T10:00:00.000Z', reason: 'Fraude' },
    created_at: '2026-04-01T10:00:00.000Z',
  },
  {
    id: 11,
    user_id: null,
    user_email: 'ancien@librairie-lumiere.fr',
    action: 'delete',
    entity: 'newsletter_subscription',
    entity_id: '3',
    before: { id: 3, email: 'bob@example.fr' },
    after: null,
    created_at: '2026-03-01T10:00:00.000Z',
  },
];

let api: FakeApi;
let failEntities = false;
const logCalls = () => api.calls.filter((call) => call.path === '/admin/audit-log');

beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.authorization !== 'Bearer tok-admin') return apiError(401, 'unauthorized', 'Authentication required.');
    if (call.path === '/admin/audit-log/entities' && failEntities) return apiError(500, 'internal_error', 'Boom');
    if (call.path === '/admin/audit-log/entities') return { status: 200, body: { data: ['newsletter_subscription', 'user', 'widget'] } };
    if (call.path === '/admin/audit-log') {
      const entity = call.query.get('entity');
      const rows = entries.filter((entry) => !entity || entry.entity === entity);
      return { status: 200, body: { data: rows, total: rows.length, page: 1, page_size: 20 } };
    }
    return apiError(404, 'not_found', 'Not found.');
  });
});
afterAll(() => api.close());

beforeEach(() => {
  resetStore({ user: aUser({ id: 1, role: 'admin', email: 'admin@librairie-lumiere.fr' }), token: 'tok-admin' });
  api.calls.length = 0;
  failEntities = false;
});

function renderAt(path = '/admin-panel/audit-log') {
  renderRoutes([{ path: '/admin-panel/audit-log', Component: AuditLogPage, loader: auditLogLoader }], path);
}

test('lists who did what and when, newest first, each with its changed fields behind a button', async () => {
  renderAt();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('admin@librairie-lumiere.fr');
  expect(items[0]).toHaveTextContent('Désactivation · Compte client n° 5');
  expect(items[1]).toHaveTextContent('Suppression · Abonné à la newsletter n° 3');

  const toggle = within(items[0] as HTMLElement).getByRole('button', { name: 'Voir les changements' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const diff = within(items[0] as HTMLElement).getByRole('table');
  expect(toggle).toHaveAttribute('aria-controls', diff.id);
  // Only what changed: the email, the same before and after, is left out.
  expect(within(diff).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['disabled_at', 'reason']);
  const disabledAt = within(diff).getByRole('rowheader', { name: 'disabled_at' }).closest('tr') as HTMLElement;
  expect(within(disabledAt).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '2026-04-01T10:00:00.000Z']);

  fireEvent.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Masquer les changements' }));
  expect(within(items[0] as HTMLElement).queryByRole('table')).not.toBeInTheDocument();
});

test('filters by kind of record (the log\'s own kinds) and by admin email on the server', async () => {
  renderAt();
  await screen.findAllByRole('listitem');
  const select = screen.getByLabelText('Type d’élément');
  await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tous les types', 'Abonné à la newsletter', 'Compte client', 'widget']));

  fireEvent.change(select, { target: { value: 'user' } });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  expect(logCalls().at(-1)?.query.get('entity')).toBe('user');

  fireEvent.change(screen.getByLabelText('Email de l’administrateur'), { target: { value: 'admin@' } });
  await waitFor(() => expect(logCalls().at(-1)?.query.get('admin_email')).toBe('admin@'));
  expect(logCalls().at(-1)?.query.get('entity')).toBe('user');
});

test('one record\'s history, opened from its page, can be widened again', async () => {
  renderAt('/admin-panel/audit-log?entity=user&entity_id=5');
  await screen.findAllByRole('listitem');
  expect(Object.fromEntries(logCalls()[0]?.query ?? [])).toMatchObject({ entity: 'user', entity_id: '5' });
  expect(screen.getByText('Compte client n° 5', { selector: 'p', exact: false })).toBeInTheDocument();
  expect(screen.getByLabelText('Type d’élément')).toBeDisabled();

  fireEvent.click(screen.getByRole('button', { name: 'Retirer ce filtre' }));
  await waitFor(() => expect(logCalls().at(-1)?.query.has('entity_id')).toBe(false));
  expect(screen.getByLabelText('Type d’élément')).toBeEnabled();
});

test('a failed read of the kinds of record leaves the filter with "all" alone, the list still shown', async () => {
  failEntities = true;
  renderAt();
  expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  expect(within(screen.getByLabelText('Type d’élément')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tous les types']);
  expect(api.calls.filter((call) => call.path === '/admin/audit-log/entities')).toHaveLength(1);
});

describe('changedFields', () => {
  test('keeps only the fields that differ, nested values compared whole', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'x', d: true })).toEqual([
      { field: 'b', before: [1, 2], after: [1, 3] },
      { field: 'd', before: undefined, after: true },
    ]);
  });

  test('a creation or a deletion shows every field', () => {
    expect(changedFields(null, { id: 1, title: 'Livre' })).toEqual([
      { field: 'id', before: undefined, after: 1 },
      { field: 'title', before: undefined, after: 'Livre' },
    ]);
    expect(changedFields({ email: 'bob@example.fr' }, null)).toEqual([{ field: 'email', before: 'bob@example.fr', after: undefined }]);
  });

  test('single values are compared as a whole', () => {
    expect(changedFields('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(changedFields([1], [1])).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
