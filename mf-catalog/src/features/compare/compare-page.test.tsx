import { act, screen } from '@testing-library/react';
import { rootStore } from '@bookshop/store';
import { anArticle, apiError, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { ComparePage, compareLoader } from './compare-page';

/** /compare reads its books fresh: one taken off sale since (404) leaves the list, the others stay. */
let api: FakeApi;
/** Book ids the fake API answers 404 for (unpublished), and 500 for (the server failing). */
let unpublished: number[] = [];
let failing: number[] = [];
const TITLES: Record<number, string> = { 1: 'Les Misérables', 2: 'Notre-Dame de Paris', 3: 'Le Rhin' };

beforeAll(async () => {
  api = await startFakeApi((call) => {
    const id = Number(call.path.match(/^\/articles\/(\d+)$/)?.[1]);
    if (!id) return { status: 200, body: { data: [] } };
    if (unpublished.includes(id)) return apiError(404, 'not_found', 'Article not found.');
    if (failing.includes(id)) return apiError(500, 'internal', 'The database is down.');
    return { status: 200, body: { data: anArticle({ id, designation: TITLES[id] }) } };
  });
});
afterAll(() => api.close());
beforeEach(() => {
  resetStore();
  unpublished = [];
  failing = [];
});

const comparing = (ids: number[]) => act(() => rootStore.getState().setCompare(ids));
const route = () => renderRoute({ path: '/compare', at: '/compare', Component: ComparePage, loader: compareLoader });

test('a book taken off sale leaves the comparison with a notice, and the others are compared', async () => {
  comparing([1, 2, 3]);
  unpublished = [2];
  route();
  expect(await screen.findByText('Un livre de votre comparateur n’est plus en vente : il en a été retiré.')).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('columnheader', { name: /Les Misérables/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Le Rhin/ })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: /Notre-Dame/ })).toBeNull();
  expect(rootStore.getState().compare).toEqual([1, 3]);
});

test('in English, when every book was taken off sale, the page says so and offers the catalogue', async () => {
  act(() => rootStore.getState().setLanguage('eng'));
  comparing([1, 3]);
  unpublished = [1, 3];
  route();
  expect(await screen.findByText('2 books of your comparison are no longer on sale: they were removed from it.')).toHaveAttribute('role', 'status');
  expect(await screen.findByText('No books to compare. Add up to 3 books from their page.')).toBeInTheDocument();
  expect(rootStore.getState().compare).toEqual([]);
});

test('a server failure is not taken for a removed book: the page offers to retry and the list is kept', async () => {
  comparing([1, 2]);
  failing = [2];
  route();
  expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  expect(screen.queryByText(/plus en vente/)).toBeNull();
  expect(rootStore.getState().compare).toEqual([1, 2]);
});
