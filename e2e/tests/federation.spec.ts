import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { bookWithStock } from '../support/api';
import { holdBack } from '../support/hold';
import { ROOT, deployDir, restartApp, stopApp } from '../support/servers';

test('with the catalog down, header, footer and /cart still work; Retry after restart loads it', async ({ page }) => {
  await stopApp('catalog');
  try {
    await page.goto('/cart');
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mon panier' })).toBeVisible();
    await expect(page.locator('[data-remote-fallback="catalog/smart-search"]')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('link', { name: 'ACCUEIL' }).first().click();
    const fallback = page.locator('[data-remote-fallback="catalog/home-page"]');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('Cette page n’a pas pu être chargée.');
  } finally {
    await restartApp('catalog');
  }
  await page.locator('[data-remote-fallback="catalog/home-page"]').getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
});

test("a rendered page's code (the shell's, its own, the cart's menu) is fetched once its first-screen picture is in; the cart's menu then loads, and on the 404 page too; a visitor's account menu at its first press", async ({ page }) => {
  // The home page's first-screen picture (the hero's first slide) is held 1 s (within the 1.5 s the page's start-up
  // waits at most): the page's text is on screen long before, and the page's code waits for the picture, so that on a
  // phone it does not share the line with it.
  await page.route(/\/img\/hero\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  const { pictureAt, codeAskedAt, menusAskedAt, accountAsked } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => entry.initiatorType === 'link' || entry.initiatorType === 'script').filter((entry) => entry.name.endsWith('.js'));
    return {
      pictureAt: Math.min(...resources.filter((entry) => entry.name.includes('/img/hero/')).map((entry) => entry.responseEnd)),
      codeAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
      menusAskedAt: Math.min(...scripts.filter((entry) => entry.name.startsWith('http://localhost:3002/')).map((entry) => entry.startTime)),
      accountAsked: resources.some((entry) => entry.name.startsWith('http://localhost:3003/')),
    };
  });
  expect(pictureAt).toBeGreaterThan(1000);
  // Not before the picture: the browser's timings are whole milliseconds, and the code may be asked for in the same one.
  expect(codeAskedAt).toBeGreaterThanOrEqual(pictureAt);
  expect(menusAskedAt).toBeGreaterThanOrEqual(pictureAt);
  expect(menusAskedAt).toBeLessThan(Infinity);
  // A visitor's account button is the shell's, a link to the login page; its first press brings the account's menu, open.
  expect(accountAsked).toBe(false);
  const account = page.getByRole('link', { name: 'Mon compte' });
  await expect(account).toHaveAttribute('href', '/login');
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Suivre une commande' })).toBeFocused();
  await page.getByRole('menuitem', { name: 'Inscription' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The shell's own 404 page has no remote page to wait for: the menus do not wait for the 5 s limit.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oups !' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeVisible();
});

test("a first-screen picture that cannot load does not hold the page's code back", async ({ page }) => {
  // The code waits for the first-screen pictures to be on screen (1.5 s at most): a cover that fails must not hold it
  // until that limit.
  await page.route(/\/img\/covers\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'no such cover' });
  });
  const book = await bookWithStock(3);
  await page.goto(`/bookdetails/${book.id}`);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  const { pictureAt, codeAskedAt } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      pictureAt: Math.min(...resources.filter((entry) => entry.name.includes('/img/covers/')).map((entry) => entry.responseEnd)),
      codeAskedAt: Math.min(...resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime)),
    };
  });
  expect(pictureAt).toBeGreaterThan(300);
  expect(codeAskedAt).toBeGreaterThanOrEqual(pictureAt);
  // Not the 1.5 s limit: the code is asked for as soon as the cover has failed.
  expect(codeAskedAt - pictureAt).toBeLessThan(600);
});

test("a browser that has drawn nothing yet when the pictures' time is up gets the page's code after its first paint, not before", async ({ page }) => {
  // A script the page's head waits for before its first frame (blocking="render"), held 2.5 s: the page is parsed, its
  // start-up script runs and its 1.5 s limit passes, but nothing is on screen. On a phone under load, or in a browser
  // that holds its first frame, the same happens; the code fetched then would share the line with the first paint.
  await page.route(/\/__held-first-frame\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const book = await bookWithStock(3);
  await page.route(`**/bookdetails/${book.id}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<head>', '<head><script async blocking="render" src="/__held-first-frame.js"></script>');
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  // The frame's own goto: this page is not made live (a document answered by the test is not the store's origin to
  // the browser, which then keeps it from the remotes); the shell's first script is what is looked at.
  await page.mainFrame().goto(`/bookdetails/${book.id}`);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName(new URL('/main.js', location.href).href).length), { timeout: 10_000 }).toBe(1);
  const { firstPaintAt, codeAskedAt } = await page.evaluate(() => ({
    firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    codeAskedAt: Math.min(...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.js') && !entry.name.includes('__held')).map((entry) => entry.startTime)),
  }));
  expect(firstPaintAt).toBeGreaterThan(2500);
  expect(firstPaintAt).toBeLessThan(Infinity);
  expect(codeAskedAt).toBeGreaterThanOrEqual(firstPaintAt);
});

test("a rendered book page's buttons load while the page's own module does, not once it is hydrated", async ({ page }) => {
  const book = await bookWithStock(3);
  // The catalog's book page module is held back until the cart remote (its add-to-cart button) has run.
  const releasePage = await holdBack(page, '**/__federation_expose_book_details_page.*.js');
  // Our goto waits for the page to be live, which it cannot be before its module is released.
  const opened = page.goto(`/bookdetails/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.designation })).toBeVisible();
  // `var cart` of the cart remote's entry: set once the entry has run, which a preload does not do.
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { cart?: unknown }).cart).catch(() => 'no page yet')).toBe('object');
  releasePage();
  await opened;
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Livre ajouté au panier')).toBeVisible();
});

test("a rendered book page's remotes run before react-dom has arrived; the account remote (wishlist, menu) waits for the page", async ({ page }) => {
  const book = await bookWithStock(3);
  // react-dom, the largest of the shell's files and on a phone the last to arrive, is held back: nothing can hydrate.
  const releaseReactDom = await holdBack(page, /\/react-dom\.[\w]+\.js$/);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const opened = page.goto(`/bookdetails/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.designation })).toBeVisible();
  // The entries of the page's remote and of its add-to-cart button's have run (`var catalog`, `var cart`): the shell's
  // first script started them, without waiting for the shared libraries.
  const entriesRun = () => page.evaluate(() => [typeof (window as unknown as { catalog?: unknown }).catalog, typeof (window as unknown as { cart?: unknown }).cart]).catch(() => []);
  await expect.poll(entriesRun).toEqual(['object', 'object']);
  // The account remote's files are not on the line with the page's code: its fragments come once the page is there.
  expect(asked.filter((url) => url.startsWith('http://localhost:3003/'))).toEqual([]);
  releaseReactDom();
  await opened;
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Ajouter à ma liste d’envies' })).toBeVisible();
});

/**
 * Collects the bodies of the successful responses of one resource type until `stop()`, which answers them. Stopped
 * once the load under test is over: a body still being read when the test ends would fail the test.
 */
function collectBodies(page: Page, resourceType: string) {
  const bodies: Array<Promise<{ url: string; body: string }>> = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === resourceType && response.status() < 300) {
      bodies.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  };
  page.on('response', collect);
  return {
    stop() {
      page.off('response', collect);
      return Promise.all(bodies);
    },
  };
}

test('the shell loads its shared libraries in a few scripts, without react-toastify (it comes with the first toast) nor axios (with the first API call)', async ({ page }) => {
  const scripts = collectBodies(page, 'script');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = await scripts.stop();
  // An HTTP/1.1 host serves six at a time: each library in a script of its own made 17 of them.
  expect(fetched.filter(({ url }) => new URL(url).origin === 'http://localhost:3000').length).toBeLessThanOrEqual(6);
  const withToastify = fetched.filter(({ body }) => body.includes('Toastify__toast-container'));
  expect(withToastify.map(({ url }) => url)).toEqual([]);
  // The server-rendered page carries its data: an anonymous reader of it calls no API, and needs no HTTP client.
  const withAxios = fetched.filter(({ body }) => body.includes('ERR_BAD_RESPONSE'));
  expect(withAxios.map(({ url }) => url)).toEqual([]);

  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Comparer', exact: true }).click();
  await expect(page.getByText('Veuillez vous connecter pour ajouter des articles.')).toBeVisible();
});

test('a book page, with fragments of three remotes, fetches no stylesheet twice', async ({ page }) => {
  const stylesheets = collectBodies(page, 'stylesheet');
  const book = await bookWithStock(5);
  await page.goto(`/bookdetails/${book.id}`);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fetched = await stylesheets.stop();
  const byContent = new Map<string, string[]>();
  for (const { url, body } of fetched) {
    const rules = body.replace(/\/\*# sourceMappingURL=.*?\*\//, ''); // names the file itself
    byContent.set(rules, [...(byContent.get(rules) ?? []), url]);
  }
  expect([...byContent.values()].filter((urls) => urls.length > 1)).toEqual([]);
  expect(fetched.length).toBeGreaterThanOrEqual(3);
});

test("the store page and the API's answers are sent compressed in the encoding the browser takes", async ({ request }) => {
  const checks = [
    ['/bookdetails/1', 'id="bookshop-page"'],
    ['/api/gmp/lumiere/articles?ecom_type=lumiere&page_size=8', '"designation"'],
  ] as const;
  for (const [url, content] of checks) {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined]] as const) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding'], `${url} with ${accept}`).toBe(encoding);
      expect(await response.text()).toContain(content);
    }
  }
});

test("a remote's own standalone page shows the shop's data: its server sends /api and /img to the API too", async ({ page }) => {
  await page.goto('http://localhost:3001/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await expect(page.locator('.book-card').first()).toBeVisible();
  const cover = page.locator('.book-card img').first();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test("a remote's own page opens on a deep link too: its server answers page paths with the page, which finds its scripts", async ({ page }) => {
  const response = await page.goto('http://localhost:3001/bookdetails/1');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Notre-Dame de Paris' })).toBeVisible();
});

/** Builds mf-cart alone as `version`, as its team would (the store keeps running). */
function buildCart(version: string) {
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-cart'], { cwd: ROOT, env: { ...process.env, MF_BUILD_VERSION: version }, stdio: 'ignore' });
}

/** `npm run deploy -w mf-cart` and `npm run release -- …` on the running store's deploy folder; what they print. */
function releaseCommand(args: string[]): string {
  return execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, DEPLOY_DIR: deployDir() }, encoding: 'utf8', stdio: 'pipe' });
}

/** The cart remote's manifest the store page names (its remotes.json, as the store serves it now). */
async function cartManifest(page: Page): Promise<string> {
  const config = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  return config.remotes.cart ?? '';
}

test('a remote rebuilt alone is picked up on reload; deployed as versions, promoted and rolled back by one command each, without a restart', async ({ page }) => {
  test.setTimeout(420_000);
  const shellEntry = path.join(ROOT, 'shell', 'dist', 'main.js');
  const hash = () => createHash('sha256').update(fs.readFileSync(shellEntry)).digest('hex');
  const shellBefore = hash();
  const cartBuild = (version: string) => page.locator(`[data-boundary="cart"][data-build="${version}"]`).first();

  await page.goto('/');
  await expect(page.locator('[data-boundary="cart"]').first()).toBeVisible();
  const original = await cartManifest(page);
  const first = `e2e-${Date.now()}-a`;
  const second = `e2e-${Date.now()}-b`;
  buildCart(first);
  // Rebuilt in place on its origin: the running shell picks it up.
  await page.reload();
  await expect(cartBuild(first)).toBeAttached();

  try {
    expect(releaseCommand(['deploy', '-w', 'mf-cart'])).toContain(`Deployed mf-cart@${first}`);
    buildCart(second);
    expect(releaseCommand(['deploy', '-w', 'mf-cart'])).toContain(`Deployed mf-cart@${second}`);
    // A deployed version is immutable: deploying the same build again changes nothing.
    expect(releaseCommand(['deploy', '-w', 'mf-cart'])).toContain('was already deployed');

    // The remote's origin now serves the second build; promoting the first makes the store run the first.
    releaseCommand(['release', '--', 'promote', `mf-cart@${first}`]);
    expect(await cartManifest(page)).toBe(`http://localhost:3005/mf-cart/${first}/mf-manifest.json`);
    await page.reload();
    await expect(cartBuild(first)).toBeAttached();
    // Its code works from its versioned folder: the button adds a book.
    const book = await bookWithStock(5);
    await page.goto(`/bookdetails/${book.id}`);
    await expect(cartBuild(first)).toBeAttached();
    await page.getByRole('button', { name: /Ajouter au panier/ }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    releaseCommand(['release', '--', 'promote', `mf-cart@${second}`]);
    await page.reload();
    await expect(cartBuild(second)).toBeAttached();
    expect(releaseCommand(['release', '--', 'list', 'mf-cart'])).toContain(`* ${second}`);

    // Rolled back: the first again; rolled back once more: what the store ran before the first release (the remote's
    // dist/, the second build by then), from the deployed copy the first promote made of it, never dist/ itself.
    expect(releaseCommand(['release', '--', 'rollback', 'mf-cart'])).toContain(`rolled back from ${second} to ${first}`);
    await page.reload();
    await expect(cartBuild(first)).toBeAttached();
    expect(releaseCommand(['release', '--', 'rollback', 'mf-cart'])).toContain(`rolled back from ${first} to ${second}`);
    const beforeReleases = `http://localhost:3005/mf-cart/${second}/mf-manifest.json`;
    expect(await cartManifest(page)).toBe(beforeReleases);
    expect(original).not.toBe(beforeReleases);
    expect(() => releaseCommand(['release', '--', 'rollback', 'mf-cart'])).toThrow(/no earlier release/);

    // A build made against another contract major is refused by the release, and the store's remotes stay as they are.
    const refused = path.join(deployDir(), 'mf-cart', `${first}-major`);
    fs.cpSync(path.join(deployDir(), 'mf-cart', first), refused, { recursive: true });
    for (const file of ['mf-manifest.json', 'server/mf-manifest.json']) {
      const manifestFile = path.join(refused, file);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: { contractVersion: string } };
      manifest.metaData.contractVersion = `${Number(manifest.metaData.contractVersion.split('.')[0]) + 1}.0.0`;
      fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    }
    expect(() => releaseCommand(['release', '--', 'promote', `mf-cart@${first}-major`])).toThrow(/another major, which the shell would not run/);
    expect(await cartManifest(page)).toBe(beforeReleases);
  } finally {
    // Later tests run the shell's own remotes.json again.
    fs.rmSync(path.join(deployDir(), 'remotes.json'), { force: true });
  }
  // Nothing of the shell was rebuilt meanwhile, nor restarted.
  expect(hash()).toBe(shellBefore);
});

test('a remote built against another major of the contracts is not run: its slots show their fallback, the page works; a compatible minor runs', async ({ page }) => {
  const contract = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'contracts', 'package.json'), 'utf8')) as { version: string }).version;
  const major = Number(contract.split('.')[0]);
  // The account remote's browser and server manifests as another build of it would write them. The precompressed
  // copies beside them are set aside meanwhile, or the server would send those.
  const manifests = ['dist/mf-manifest.json', 'dist/server/mf-manifest.json'].map((file) => path.join(ROOT, 'mf-account', file));
  const originals = manifests.map((file) => fs.readFileSync(file, 'utf8'));
  const compressed = manifests.flatMap((file) => ['.br', '.gz'].map((suffix) => file + suffix)).filter((file) => fs.existsSync(file));
  for (const file of compressed) fs.renameSync(file, `${file}.aside`);
  const builtAgainst = (version: string) =>
    manifests.forEach((file, index) => {
      const manifest = JSON.parse(originals[index] ?? '{}') as { metaData: Record<string, unknown> };
      manifest.metaData.contractVersion = version;
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    builtAgainst(`${major + 1}.0.0`);
    const book = await bookWithStock(5);
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: book.designation })).toBeVisible();
    // The account's slots (the book's wishlist button, the header's profile menu once its button is pressed) show
    // their fallback...
    await expect(page.locator('[data-remote-fallback="account/wishlist-button"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await expect(page.locator('[data-remote-fallback="account/profile-menu"]')).toBeVisible();
    expect(errors.join('\n')).toContain(`The remote account is not run: it was built against contract ${major + 1}.0.0, this shell expects ${contract} (another major).`);
    // ...while the rest of the page works: the cart remote's button adds the book.
    await page.getByRole('button', { name: /Ajouter au panier/ }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.locator('[data-boundary="account"]')).toHaveCount(0);

    builtAgainst(`${major}.${Number(contract.split('.')[1]) + 1}.0`);
    await page.reload();
    await expect(page.locator('[data-boundary="account"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-remote-fallback^="account/"]')).toHaveCount(0);
  } finally {
    manifests.forEach((file, index) => fs.writeFileSync(file, originals[index] ?? ''));
    for (const file of compressed) fs.renameSync(`${file}.aside`, file);
  }
});
