/**
 * @jest-environment node
 */
import { apiError, startFakeApi, type FakeApi } from '@bookshop/testing';
import { HydrateLater } from '@bookshop/ui';
import { createRenderer } from './render';

/** More text than React's default progressive chunk (about 12.8 KB), which it would send apart from its place. */
const LONG_TEXT = 'Une phrase de la description du livre. '.repeat(800);

// The book page's module as its remote's server build would give it: most of it in a HydrateLater.
jest.mock('../remotes/load-remote-module', () => ({
  loadRemoteModule: async () => ({
    default: () => (
      <article>
        <h1>Le livre</h1>
        <HydrateLater>
          <p id="description">{LONG_TEXT}</p>
        </HydrateLater>
      </article>
    ),
  }),
}));

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ path }) =>
    path.endsWith('/company-settings') ? { status: 200, body: { data: { website_config: [], usd_rate: null } } } : apiError(404, 'not_found', 'Not found'),
  );
});

afterAll(() => api.close());

test("a large HydrateLater stays in its place in the page's HTML, shown without JavaScript", async () => {
  const renderer = createRenderer({ apiBaseUrl: api.url, readRemotesConfig: async () => null });
  const page = await renderer.render({ url: 'http://localhost:3000/bookdetails/1', nonce: 'n' });
  expect(page).toMatchObject({ kind: 'page', status: 200 });
  const html = page.kind === 'page' ? page.html : '';
  // In order inside <main>, between the title and the footer, not in a hidden part put back by a script.
  const title = html.indexOf('<h1>Le livre</h1>');
  const description = html.indexOf(`<p id="description">${LONG_TEXT}</p>`);
  const mainEnd = html.indexOf('</main>');
  expect(title).toBeGreaterThan(-1);
  expect(description).toBeGreaterThan(title);
  expect(mainEnd).toBeGreaterThan(description);
  expect(html).not.toMatch(/hidden id="S:|\$RC\(/);
});
