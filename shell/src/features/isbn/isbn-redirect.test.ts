import { anArticle, apiError, startFakeApi, type FakeApi } from '@bookshop/testing';
import { isbnRedirectLoader } from './isbn-redirect';

/** The /isbn/{isbn} route's loader: a 301 to the book page, or the route's 404 for an unknown or invalid ISBN. */
let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi((call) => {
    if (call.path === '/articles/isbn/2-07-036822-X') return { status: 200, body: { data: anArticle({ id: 42 }) } };
    if (call.path === '/articles/isbn/9782070412341') return apiError(404, 'not_found', 'No book on sale has this ISBN.', 'isbn');
    if (call.path === '/articles/isbn/nope') return apiError(400, 'validation_error', 'This is not an ISBN.', 'isbn');
    return apiError(503, 'database_unavailable', 'Try again.');
  });
});
afterAll(() => api.close());

const load = (isbn: string, query = '') => {
  const url = `http://localhost/isbn/${encodeURIComponent(isbn)}${query}`;
  return isbnRedirectLoader({ params: { isbn }, request: new Request(url), url: new URL(url), pattern: '/isbn/:isbn', context: undefined });
};

/** What the loader threw: a redirect is a Response, the route's 404 is `data(null, {status})`. */
async function thrown(isbn: string, query?: string): Promise<unknown> {
  try {
    await load(isbn, query);
  } catch (outcome) {
    return outcome;
  }
  throw new Error('the loader returned instead of throwing');
}

test('a known ISBN, in any form the API reads, answers a permanent redirect to its book page, keeping the query', async () => {
  const answer = (await thrown('2-07-036822-X', '?lang=eng')) as Response;
  expect(answer.status).toBe(301);
  expect(answer.headers.get('Location')).toBe('/bookdetails/42?lang=eng');
  expect(api.calls.at(-1)?.path).toBe('/articles/isbn/2-07-036822-X');
});

test('an unknown ISBN and a text that is no ISBN are the 404 page', async () => {
  expect(await thrown('9782070412341')).toMatchObject({ init: { status: 404 } });
  expect(await thrown('nope')).toMatchObject({ init: { status: 404 } });
});

test('an API that cannot answer is an error, not a 404 (the page offers to try again)', async () => {
  expect(await thrown('9780141439518')).toMatchObject({ status: 503 });
});
