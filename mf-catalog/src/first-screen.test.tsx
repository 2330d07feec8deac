import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { earlyAnswerKey } from '@bookshop/api-client';
import type { FirstScreenHints } from '@bookshop/contracts';
import { anArticle, resetStore, startFakeApi, type FakeApi, type FakeCall } from '@bookshop/testing';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';
import { BookDetailsPage } from './features/book-details/book-details-page';
import { BooksPage } from './features/books/books-page';
import { CollaboratorDetailsPage } from './features/collaborators/collaborator-details-page';
import { CollaboratorsPage } from './features/collaborators/collaborators-page';
import { CollectionDetailsPage } from './features/collections/collection-details-page';
import { CollectionsPage } from './features/collections/collections-page';
import { AboutPage, LegalPage } from './features/content/content-page';
import { EventDetailsPage } from './features/events/event-details-page';
import { EventsPage } from './features/events/events-page';
import { HomePage } from './features/home/home-page';
import hintsJson from './first-screen.json';

/**
 * first-screen.json must name the calls the pages really make when opened without a query string, and the picture
 * they really paint: otherwise the shell's start-up script fetches for nothing and the page asks again.
 */
const hints: FirstScreenHints = hintsJson;

/** Each hinted page, with its route as the shell declares it (src/routes.ts) and an address of that route. */
const PAGES: Record<string, { Page: ComponentType; route: string; address: string; params: Record<string, string> }> = {
  './home-page': { Page: HomePage, route: '/', address: '/', params: {} },
  './books-page': { Page: BooksPage, route: '/books', address: '/books', params: {} },
  './book-details-page': { Page: BookDetailsPage, route: '/bookdetails/:id', address: '/bookdetails/42', params: { id: '42' } },
  './collaborators-page': { Page: CollaboratorsPage, route: '/collaborators', address: '/collaborators', params: {} },
  './collaborator-details-page': { Page: CollaboratorDetailsPage, route: '/collaborator/:id/details', address: '/collaborator/7/details', params: { id: '7' } },
  './collections-page': { Page: CollectionsPage, route: '/collections', address: '/collections', params: {} },
  './collection-details-page': { Page: CollectionDetailsPage, route: '/collection-details/:id', address: '/collection-details/3', params: { id: '3' } },
  './events-page': { Page: EventsPage, route: '/events', address: '/events', params: {} },
  './event-details-page': { Page: EventDetailsPage, route: '/eventdetails/:eventId', address: '/eventdetails/5', params: { eventId: '5' } },
  './about-page': { Page: AboutPage, route: '/about-us', address: '/about-us', params: {} },
  './legal-page': { Page: LegalPage, route: '/legal-information', address: '/legal-information', params: {} },
};

/** Realistic answers: the pictures sit where the API puts them. */
function answer(call: FakeCall) {
  if (call.path === '/website-sections') {
    return { status: 200, body: { data: [{ section_id: 'home-hero', hero_sections: [{ image1: '/img/hero/1.svg?v=abc', title: 'Nouveautés', subtitle: '', link: '/books' }] }] } };
  }
  if (call.path === '/articles') return { status: 200, body: { data: [anArticle({ id: 5 }), anArticle({ id: 6 })], total: 2, page: 1, page_size: 24 } };
  const book = /^\/articles\/(\d+)$/.exec(call.path);
  if (book) return { status: 200, body: { data: anArticle({ id: Number(book[1]) }) } };
  const item = /^\/(collaborators|collections|events)\/(\d+)$/.exec(call.path);
  if (item) {
    const id = Number(item[2]);
    const bodies: Record<string, unknown> = {
      collaborators: { id, _nom: 'Victor Hugo', biography: null, roles: ['author'], books: { author: [anArticle({ id: 5 })], translator: [], illustrator: [] } },
      collections: { id, nom: 'Grands textes illustrés', description: null, book_count: 2 },
      events: { id, title: 'Lecture', description: '<p>Une lecture.</p>', starts_at: '2026-12-05T18:00:00.000Z', place: 'Librairie', books: [] },
    };
    return { status: 200, body: { data: bodies[item[1] ?? ''] } };
  }
  const page = /^\/pages\/([a-z-]+)$/.exec(call.path);
  if (page) return { status: 200, body: { data: { slug: page[1], title: 'Texte', html: '<p>Texte</p>' } } };
  return { status: 200, body: { data: [] } };
}

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi(answer);
  // Other remotes' fragments on these pages (add to cart, wishlist) are not what this test is about.
  setModuleLoader({ load: () => Promise.resolve(() => null), forget: () => Promise.resolve() } as unknown as ModuleLoader);
});
// Calls still on their way (the book page's reviews and related books) end before the server closes.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 200)).then(() => api.close()));
beforeEach(() => {
  resetStore();
  api.calls.length = 0;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    disconnect() {}
  };
});

const keyOf = (call: FakeCall) => earlyAnswerKey(`/api/gmp/lumiere${call.path}?${call.query.toString()}`);

function follow(value: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined), value);
}

test('every hinted module is a page this test opens', () => {
  expect(Object.keys(hints).sort()).toEqual(Object.keys(PAGES).sort());
});

test.each(Object.keys(PAGES))('%s makes the hinted calls and paints the hinted picture', async (expose) => {
  const { Page, route, address, params } = PAGES[expose]!;
  const expected = (hints[expose] ?? []).map((hint) => {
    const data = hint.data.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? `:${name}`);
    const [path = '', query = ''] = data.split('?');
    const search = new URLSearchParams(query);
    search.set('ecom_type', 'lumiere');
    search.set('lang', 'fr');
    return { hint, path, key: earlyAnswerKey(`/api/gmp/lumiere${path}?${search.toString()}`) };
  });
  const { container } = render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(api.calls.map(keyOf)).toEqual(expect.arrayContaining(expected.map(({ key }) => key))));
  for (const { hint, path } of expected.filter(({ hint }) => hint.image)) {
    const call = api.calls.find((candidate) => candidate.path === path) as FakeCall;
    const picture = follow(answer(call).body, hint.image ?? []);
    expect(typeof picture).toBe('string');
    await waitFor(() => expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContain(picture));
  }
});
