import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { anArticle, apiError, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { booksLoader, BooksPage } from './books-page';

/**
 * /books as the server sends it, read as a browser without script reads it: its pager, its order and its filters
 * must work from that HTML alone (a shopper whose script failed, a crawler).
 */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/categories') return { status: 200, body: [{ id: 1, _nom: 'Littérature', niveau: 1, b_usr_articletheme_id: null, chemin: 'Littérature' }] };
    if (call.path.startsWith('/categories/')) return apiError(404, 'not_found', 'Category not found.');
    if (call.path !== '/articles') return { status: 200, body: { data: [] } };
    return { status: 200, body: { data: [anArticle({ id: 31, designation: 'Les Misérables' })], total: 100, total_exact: true, page: 2, page_size: 24 } };
  });
});
afterAll(() => api.close());
beforeEach(resetStore);

/**
 * The server's HTML for `path`, parsed as a browser without script parses it (a DOMParser's document runs none), so
 * what `<noscript>` holds is part of the page; then moved into the test's document, where the queries read it.
 */
async function serverPage(path: string): Promise<HTMLElement> {
  const handler = createStaticHandler([{ path: '/books', Component: BooksPage, loader: booksLoader }]);
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  const parsed = new DOMParser().parseFromString(html, 'text/html').body;
  const page = document.createElement('div');
  page.append(...Array.from(parsed.childNodes, (node) => document.adoptNode(node)));
  document.body.append(page);
  return page;
}
afterEach(() => document.body.replaceChildren());

const hiddenFields = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [input.name, input.value]);

test('without script: the pager is links, the order and the filters are GET forms with their own buttons', async () => {
  const page = within(await serverPage('/books?q=hugo&category=1&sort=title&page=2'));

  expect(page.getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', '/books?q=hugo&category=1&sort=title');
  expect(page.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/books?q=hugo&category=1&sort=title&page=3');
  expect(page.getByRole('link', { name: /Les Misérables/ })).toHaveAttribute('href', '/bookdetails/31');

  const sort = page.getByRole('button', { name: 'Trier' }).closest('form')!;
  expect([sort.getAttribute('method'), sort.getAttribute('action')]).toEqual(['get', '/books']);
  expect(within(sort).getByRole('combobox', { name: 'Trier par' })).toHaveValue('title');
  // The rest of the address rides along, not the page: another order lists from page 1.
  expect(hiddenFields(sort)).toEqual([['q', 'hugo'], ['category', '1']]);

  const filters = page.getByRole('button', { name: 'Appliquer les filtres' }).closest('form')!;
  expect([filters.getAttribute('method'), filters.getAttribute('action')]).toEqual(['get', '/books']);
  expect(hiddenFields(filters)).toEqual([['q', 'hugo'], ['sort', 'title']]);
  expect(within(filters).getByRole('checkbox', { name: 'Littérature' })).toBeChecked();
  expect(within(filters).getByRole('checkbox', { name: 'En stock uniquement' })).not.toBeChecked();
  expect(within(filters).getByRole('button', { name: 'Appliquer' })).toHaveAttribute('type', 'submit');

  // On a phone the panel folds; before script its toggle is a link to the panel's body, which opens it (the stylesheet).
  expect(page.getByRole('link', { name: 'Filtres (1)' })).toHaveAttribute('href', '#filter-panel-body');
});
