import { screen } from '@testing-library/react';
import { anArticle, fakeInView, renderRoute, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { homeLoader, HomePage } from './home-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path !== '/articles') return { status: 200, body: { data: [] } };
    const title = call.query.has('favorites') ? 'Candide' : call.query.get('sort') === 'best_sales' ? 'Germinal' : 'Les Misérables';
    return { status: 200, body: { data: [anArticle({ designation: title })], total: 1, page: 1, page_size: 8 } };
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
