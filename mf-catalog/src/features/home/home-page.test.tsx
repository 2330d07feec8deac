import { screen, within } from '@testing-library/react';
import { anArticle, fakeInView, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { homeLoader, HomePage } from './home-page';

const PICK = {
  bookseller: 'Théo Marchand',
  location: { id: 2, name: 'Lumière Bastille' },
  note_fr: 'Cent pages d’ironie joyeuse.',
  note_en: 'A hundred pages of joyful irony.',
  picked_on: '2026-11-11',
};
const LONG_NOTE = `Cent pages d’ironie joyeuse qui n’ont pas pris une ride. ${'Voltaire démolit l’optimisme béat à coups de catastrophes. '.repeat(4)}`;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path !== '/articles') return { status: 200, body: { data: [] } };
    const title = call.query.has('favorites') ? 'Candide' : call.query.get('sort') === 'best_sales' ? 'Germinal' : 'Les Misérables';
    // Candide is a bookseller's pick, with a long note; so is Les Misérables, shown among the newest with a label only.
    const pick = title === 'Germinal' ? null : { ...PICK, note_fr: title === 'Candide' ? LONG_NOTE : PICK.note_fr };
    return { status: 200, body: { data: [anArticle({ designation: title, pick })], total: 1, page: 1, page_size: 8 } };
  });
});
afterAll(() => api.close());

const inView = fakeInView();
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
});

const listCalls = () => api.calls.filter((call) => call.path === '/articles').map((call) => call.query.get('sort') ?? 'favorites');

function scrollTo(sectionId: string) {
  inView.show(document.getElementById(sectionId) as Element);
}

test('the first section comes with the page (its loader), the others when scrolled near, all reachable by id from the start', async () => {
  renderRoute({ path: '/', at: '/', Component: HomePage, loader: homeLoader });
  expect(await screen.findByText('Les Misérables')).toBeInTheDocument();
  expect(listCalls()).toEqual(['newest']);
  expect(document.getElementById('Best_sales')).toHaveAttribute('aria-busy', 'true');
  expect(document.getElementById('favorites')).not.toBeNull();

  scrollTo('Best_sales');
  expect(await screen.findByText('Germinal')).toBeInTheDocument();
  expect(listCalls()).toEqual(['newest', 'best_sales']);

  scrollTo('favorites');
  expect(await screen.findByText('Candide')).toBeInTheDocument();
  expect(listCalls()).toEqual(['newest', 'best_sales', 'favorites']);
});

test("the picks' section shows the start of each bookseller's note and who signed it; other lists only label a picked book", async () => {
  renderRoute({ path: '/', at: '/', Component: HomePage, loader: homeLoader });
  expect(await screen.findByText('Les Misérables')).toBeInTheDocument();
  const newest = within(document.getElementById('new_products') as HTMLElement);
  expect(newest.getByText('Coup de cœur')).toBeInTheDocument();
  expect(newest.queryByText('Cent pages d’ironie joyeuse.')).toBeNull();

  scrollTo('favorites');
  const picks = within(document.getElementById('favorites') as HTMLElement);
  expect(await picks.findByText('Candide')).toBeInTheDocument();
  const excerpt = picks.getByText(/^Cent pages d’ironie joyeuse qui n’ont pas pris une ride\./);
  expect(excerpt.textContent).toMatch(/…$/);
  expect(excerpt.textContent!.length).toBeLessThan(LONG_NOTE.length);
  expect(picks.getByText('Coup de cœur de Théo Marchand (Lumière Bastille)')).toBeInTheDocument();
  expect(picks.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/books?favorites=1');
});
