/**
 * Server rendering (architecture page, "Rendering"): every public page arrives as HTML, the browser hydrates it in
 * place, and whatever the server cannot render is left to the browser.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { Page } from '@playwright/test';
import type { Collaborator, Collection, ListAnswer, ShopEvent } from '@bookshop/contracts';
import { expect, test, watchCsp } from '../support/test';
import { addBookImage, articles, createBook, uniqueEan, unpublishBook } from '../support/api';
import { logIn } from '../support/session';
import { RENDERED_PAGES_MB, ROOT, restartApp, stopApp } from '../support/servers';

const API = 'http://127.0.0.1:4000/api/gmp/lumiere';

async function first<T>(path: string): Promise<T> {
  const answer = (await (await fetch(`${API}${path}${path.includes('?') ? '&' : '?'}ecom_type=lumiere`)).json()) as ListAnswer<T>;
  const item = answer.data[0];
  if (!item) throw new Error(`${path} has nothing`);
  return item;
}

/** Each public page with the heading its server HTML must hold. */
async function publicPages(): Promise<Array<{ path: string; heading: string }>> {
  const [person, collection, event] = await Promise.all([
    first<Collaborator>('/collaborators'),
    first<Collection>('/collections'),
    first<ShopEvent>('/events?when=upcoming'),
  ]);
  return [
    { path: '/', heading: 'Nouveautés' },
    { path: '/books', heading: 'Nos livres' },
    { path: '/books?q=hugo&sort=title', heading: 'Résultats pour « hugo »' },
    { path: '/bookdetails/1', heading: 'Notre-Dame de Paris' },
    { path: '/collaborators', heading: 'Collaborateurs' },
    { path: `/collaborator/${person.id}/details`, heading: person._nom },
    { path: '/collections', heading: 'Collections' },
    { path: `/collection-details/${collection.id}`, heading: collection.nom },
    { path: '/events', heading: 'Événements' },
    { path: `/eventdetails/${event.id}`, heading: event.title },
    { path: '/about-us', heading: 'À propos' },
    { path: '/legal-information', heading: 'Informations légales' },
    { path: '/contactus', heading: 'Contact' },
    { path: '/accessibility', heading: 'Déclaration d’accessibilité' },
  ];
}

/** Remembers the page's heading and first picture as the server's HTML made them, before any script runs. */
async function markServerNodes(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = window as unknown as { serverHeading?: Element | null; serverPicture?: Element | null };
      marked.serverHeading = document.querySelector('main h1, main h2');
      marked.serverPicture = document.querySelector('main img');
    });
  });
}

/** Console errors and uncaught exceptions of the page (hydration errors are reported as either). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !/Failed to load resource: .*404/.test(message.text()) && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('without JavaScript, every public page shows its content: the server sends it as HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading } of await publicPages()) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first(), path).toBeVisible();
    await expect(page.locator('.main-bar .logo'), path).toBeVisible();
    await expect(page.locator('.site-footer'), path).toBeVisible();
  }
  // The book page's title, description and structured data are in the HTML for search engines and link previews.
  await page.goto('/bookdetails/1');
  await expect(page).toHaveTitle('Notre-Dame de Paris — Librairie Lumière');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Esmeralda/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/bookdetails/1');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', 'http://localhost:3000/bookdetails/1?lang=eng');
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(structured).toEqual([
    expect.objectContaining({ '@type': 'Book', name: 'Notre-Dame de Paris' }),
    expect.objectContaining({ '@type': 'BreadcrumbList' }),
  ]);
  const crumbs = (structured[1]?.itemListElement as Array<{ name: string }>).map((item) => item.name);
  expect(crumbs).toEqual(['Accueil', 'Livres', 'Littérature', 'Littérature française', 'Roman du XIXe siècle', 'Notre-Dame de Paris']);
  // The visible breadcrumb is in the HTML too, made of the same steps, each category a link to its list.
  const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(trail.getByRole('listitem')).toHaveText(crumbs);
  await expect(trail.getByText('Notre-Dame de Paris')).toHaveAttribute('aria-current', 'page');
  const french = trail.getByRole('link', { name: 'Littérature française' });
  await expect(french).toHaveAttribute('href', /^\/books\?category=\d+$/);
  // …and on that category's list.
  await page.goto((await french.getAttribute('href')) ?? '');
  await expect(trail.getByRole('listitem')).toHaveText(['Accueil', 'Livres', 'Littérature', 'Littérature française']);
  await expect(trail.getByText('Littérature française')).toHaveAttribute('aria-current', 'page');
  await page.goto('/bookdetails/1');
  // Link previews: the cover and the price.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost:3000/img/covers/1.svg');
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '29.90');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  // The page is drawn with its stylesheets, the store's and its remote's, in the HTML: no request and no script first;
  // only the rules its markup uses (the footer's, not those of a dialog the page does not have).
  const storeSheet = page.locator('style[data-used-of^="/app."]');
  expect(await storeSheet.count()).toBe(1);
  expect(await storeSheet.textContent()).toContain('.site-footer{');
  expect(await storeSheet.textContent()).not.toContain('.bk-modal');
  expect(await page.locator('style[data-used-of^="http://localhost:3001/styles."]').count()).toBe(1);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await context.close();
});

test('the browser hydrates the server page in place, in both languages: no error, the same heading and picture', async ({ browser }) => {
  test.setTimeout(120_000);
  const pages = await publicPages();
  for (const language of ['fr', 'eng'] as const) {
    // A shopper whose language cookie says so (a first visit: nothing in the browser's storage yet).
    const context = await browser.newContext();
    await watchCsp(context);
    await context.addCookies([{ name: 'bookshop_language', value: language, url: 'http://localhost:3000' }]);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await markServerNodes(page);
    for (const { path } of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the header's cart menu (loaded once the page is live) is there.
      await expect(page.getByTestId('cart-count'), path).toBeVisible();
      const kept = await page.evaluate(() => {
        const marked = window as unknown as { serverHeading?: Element | null; serverPicture?: Element | null };
        return {
          heading: marked.serverHeading === document.querySelector('main h1, main h2'),
          // A page whose first screen has a picture keeps the server's (its largest paint is never drawn twice).
          picture: marked.serverPicture === null || marked.serverPicture === document.querySelector('main img'),
        };
      });
      expect(kept, `${path} in ${language}`).toEqual({ heading: true, picture: true });
      // The whole stylesheets are applied once the code runs (what only the browser shows is styled too).
      expect(await page.locator('link[rel="stylesheet"][href^="/app."]').count(), path).toBe(1);
      await expect(page.locator('html'), path).toHaveAttribute('lang', language === 'eng' ? 'en' : 'fr');
    }
    expect(errors, language).toEqual([]);
    await context.close();
  }
});

test("a shopper's own page hydrates the server's skeleton without a mismatch, then shows the page", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // Pages without a read of their own (their client loader answers at once), then a signed-in shopper's pages.
  for (const [path, heading] of [['/login', 'Connexion'], ['/register', 'Créer un compte'], ['/cart', 'Mon panier']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await logIn(page);
  for (const [path, shown] of [['/accountprofile', 'Mes informations'], ['/ordertracking', 'Commande']] as const) {
    await page.goto(path);
    await expect(page.getByText(shown, { exact: true }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('a server-rendered book page is live once hydrated: its add-to-cart button adds the book', async ({ page }) => {
  await page.goto('/bookdetails/1');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a book with several pictures: the server’s first picture is kept by hydration, and the gallery works by keyboard', async ({ page }) => {
  const book = await createBook({ title: `Un livre illustré ${uniqueEan()}` });
  try {
    for (let picture = 0; picture < 3; picture += 1) await addBookImage(book.id);
    await markServerNodes(page);
    await page.goto(`/bookdetails/${book.id}`);
    await expect(page.getByTestId('cart-count')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { serverPicture?: Element | null }).serverPicture === document.querySelector('main img'))).toBe(true);
    const gallery = page.getByRole('region', { name: `Images de « ${book.title} »` });
    await expect(gallery.getByText('Image 1 sur 3')).toBeVisible();
    await gallery.getByRole('button', { name: 'Image suivante' }).focus();
    await page.keyboard.press('Enter');
    await expect(gallery.getByText('Image 2 sur 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByText('Image 3 sur 3')).toBeVisible();
    // The row of pictures has scrolled to that picture, and its thumbnail says so.
    const shown = gallery.locator('.book-gallery__slide:not([aria-hidden]) img');
    // In the row's window: its left edge where the row's is, once the row has scrolled.
    const inWindow = () =>
      shown.evaluate((image) => Math.abs(image.getBoundingClientRect().left - (image.closest('.book-gallery__slides') as Element).getBoundingClientRect().left) < 2);
    await expect(shown).toHaveAttribute('alt', `${book.title}, image 3 sur 3`);
    await expect.poll(inWindow).toBe(true);
    await expect(gallery.getByRole('button', { name: 'Image 3 sur 3' })).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Image 1 sur 3' }).press('Enter');
    await expect(shown).toHaveAttribute('alt', book.title);
    await expect.poll(inWindow).toBe(true);
    // A swipe: the row scrolled sideways stops on a picture, which the counter then names.
    await gallery.locator('.book-gallery__slides').evaluate((row) => row.scrollTo({ left: row.clientWidth }));
    await expect(gallery.getByText('Image 2 sur 3')).toBeVisible();
  } finally {
    await unpublishBook(book.id);
  }
});

test('the language choice shows each language’s flag beside its name, served by the store itself', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toBeVisible();
  const choice = page.getByRole('group', { name: 'Langue' }).first();
  await expect(choice.getByText('Français')).toBeVisible();
  await expect(choice.getByText('English')).toBeVisible();
  const flags = choice.locator('img');
  await expect(flags).toHaveCount(2);
  expect(await flags.evaluateAll((images) => images.map((image) => [image.getAttribute('src'), image.getAttribute('alt'), (image as HTMLImageElement).naturalWidth > 0]))).toEqual([
    ['/flags/fr.svg', '', true],
    ['/flags/gb.svg', '', true],
  ]);
  for (const flag of ['fr', 'gb']) {
    const answer = await request.get(`/flags/${flag}.svg`);
    expect(answer.status(), flag).toBe(200);
    expect(answer.headers()['content-type'], flag).toContain('image/svg+xml');
  }
  // The choice itself, as the other specs make it.
  await page.locator('#top-language-eng').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' }).first().getByRole('radio', { name: 'English' })).toBeChecked();
  await page.locator('#top-language-fr').check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown or unpublished book and an unknown path answer 404 with the 404 page', async ({ page }) => {
  const hidden = await createBook({ title: 'Un livre retiré', ean: uniqueEan() });
  await unpublishBook(hidden.id);
  for (const [path, text] of [
    ['/bookdetails/999999', 'Ce livre est introuvable.'],
    [`/bookdetails/${hidden.id}`, 'Ce livre est introuvable.'],
    ['/bookdetails/abc', 'Ce livre est introuvable.'],
    ['/no-such-page', 'Oups !'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(text), path).toBeVisible();
  }
});

test('the language of the server page: its own address with ?lang=eng, or the shopper\'s cookie', async ({ page, context, request }) => {
  const english = await request.get('/books?lang=eng');
  const html = await english.text();
  expect(html).toContain('<html lang="en"');
  expect(html).toContain('>Our books<');
  // Attribute names in any case (HTML's are case-insensitive; React writes hrefLang), the element closed or not.
  expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="http:\/\/localhost:3000\/books"\/?>/i);

  // Opened in English by that address, the store stays in English (the cookie follows the shopper's choice).
  await page.goto('/books?lang=eng');
  await expect(page.getByRole('heading', { level: 1, name: 'Our books' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'bookshop_language')?.value).toBe('eng');
  const next = await page.request.get('/collections', { headers: { cookie: 'bookshop_language=eng' } });
  expect(await next.text()).toContain('<html lang="en"');
});

test('the company texts of the footer come in the page’s language only, and follow a change of language', async ({ page, request }) => {
  const ordering = 'Ajoutez les livres de votre choix au panier';
  const orderingEn = 'Add the books you want to your basket';
  const french = await (await request.get('/bookdetails/1')).text();
  expect(french).toContain(ordering);
  expect(french).not.toContain(orderingEn);
  const english = await (await request.get('/bookdetails/1?lang=eng')).text();
  expect(english).toContain(orderingEn);
  expect(english).not.toContain(ordering);

  await page.goto('/bookdetails/1');
  const footer = page.locator('.site-footer');
  await expect(footer).toContainText(ordering);
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.locator('#top-language-eng').check();
  await expect(footer).toContainText(orderingEn);
  await expect(footer).not.toContainText(ordering);
  await page.locator('#top-language-fr').check();
  await expect(footer).toContainText(ordering);
});

test("a shopper's own data never enters the server's HTML; it fills in once the page is hydrated", async ({ page, context }) => {
  await logIn(page);
  await page.goto('/bookdetails/1');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  // The customer's cart on the server may hold books of other tests already: its count once all is saved.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
  const count = (await page.getByTestId('cart-count').textContent()) ?? '';

  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const html = await (await page.request.get('/bookdetails/1', { headers: { cookie } })).text();
  expect(html).not.toContain('Camille');
  expect(html).not.toContain('client@librairie-lumiere.fr');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText(count);
  await expect(page.getByRole('button', { name: 'Compte de Camille' })).toBeVisible();
});

test("with the catalog's server build unreachable the page is rendered in the browser, and the server renders it again once back", async ({ page, request }) => {
  test.setTimeout(120_000);
  // A rendering server that never loaded the catalog's container, and the catalog down.
  await stopApp('catalog');
  try {
    await stopApp('shell');
    await restartApp('shell');
    const response = await request.get('/bookdetails/1');
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('Notre-Dame de Paris</h1>');
  } finally {
    await restartApp('catalog');
  }
  // Back: within a few seconds, without restarting the rendering server.
  await expect.poll(async () => (await (await request.get('/bookdetails/1')).text()).includes('Notre-Dame de Paris</h1>'), { timeout: 20_000 }).toBe(true);
  await page.goto('/bookdetails/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre-Dame de Paris' })).toBeVisible();
});

test('a catalog rebuilt alone is rendered by the running server without a restart', async ({ request }) => {
  test.setTimeout(180_000);
  const version = `ssr-${Date.now()}`;
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'mf-catalog'], { cwd: ROOT, env: { ...process.env, MF_BUILD_VERSION: version }, stdio: 'ignore' });
  await expect.poll(async () => (await (await request.get('/books')).text()).includes(`data-boundary="catalog" data-build="${version}"`), { timeout: 20_000 }).toBe(true);
});

test('robots.txt keeps crawlers out of the personal and staff pages and names the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/admin-panel', '/cart', '/checkout', '/accountprofile', '/wishlist', '/followorder']) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).not.toMatch(/Disallow: \/books|Disallow: \/bookdetails|Disallow: \/$/m);
  expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

test('the sitemap index and its files parse, and the pages they list answer 200', async ({ page, request }) => {
  test.setTimeout(120_000);
  const parse = (xml: string) =>
    page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((loc) => loc.textContent ?? '');
    }, xml);
  await page.goto('/');
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = await parse(await index.text());
  expect(files).not.toBeNull();
  const names = (files ?? []).map((file) => new URL(file).pathname);
  expect(names).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/books-1.xml', '/sitemaps/collaborators-1.xml', '/sitemaps/collections-1.xml', '/sitemaps/events-1.xml', '/sitemaps/categories-1.xml']));
  for (const name of names) {
    const urls = await parse(await (await request.get(name)).text());
    expect(urls?.length, name).toBeGreaterThan(0);
    // Every address of the small files, the first ones of the books.
    for (const url of (urls ?? []).slice(0, name.startsWith('/sitemaps/books') ? 25 : undefined)) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  }
  expect((await request.get('/sitemaps/books-9.xml')).status()).toBe(404);
});

test('a server-rendered page may be kept a short while by a shared cache, per language and currency cookie', async ({ request }) => {
  const rendered = await request.get('/bookdetails/1');
  expect(rendered.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  // Stale while revalidating is for CDNs only: browsers honour it in Cache-Control and would show an old page.
  expect(rendered.headers()['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=300');
  expect(rendered.headers()['vary']).toMatch(/Cookie/);
  // The pages rendered in the browser (a shopper's own) are never kept.
  expect((await request.get('/cart')).headers()['cache-control']).toBe('no-cache');
});

test('a public page is revalidated with its ETag: 304 while the catalogue holds, the new page once a book changes', async ({ request }) => {
  const book = await createBook({ title: 'Le Validateur des pages', ean: uniqueEan(), stock: 3 });
  const first = await request.get(`/bookdetails/${book.id}`);
  const etag = first.headers()['etag'] as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(`/bookdetails/${book.id}`, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  // The stored page keeps its own Content-Security-Policy (its nonce): a 304 sends none.
  expect(again.headers()['content-security-policy']).toBeUndefined();
  // Each language is its own page.
  expect((await request.get(`/bookdetails/${book.id}?lang=eng`, { headers: { 'if-none-match': etag } })).status()).toBe(200);

  await unpublishBook(book.id);
  const changed = await request.get(`/bookdetails/${book.id}`, { headers: { 'if-none-match': etag } });
  expect(changed.status()).toBe(404);
  expect(changed.headers()['etag']).toBeUndefined();
  // A shopper's own page never has one.
  expect((await request.get('/cart')).headers()['etag']).toBeUndefined();
});

test('the server keeps a public page it rendered: the next shopper gets it without a render, with a nonce of its own, and a change to the book renders it anew', async ({ request }) => {
  const book = await createBook({ title: 'La Page gardée', ean: uniqueEan(), stock: 3 });
  const path = `/bookdetails/${book.id}`;
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';
  const first = await request.get(path);
  expect(first.headers()['server-timing']).toMatch(/^render;dur=/);
  const firstHtml = await first.text();
  const second = await request.get(path);
  expect(second.headers()['server-timing']).toBe('render;desc="kept"');
  expect(second.headers()['etag']).toBe(first.headers()['etag']);
  const [firstNonce, secondNonce] = [nonceOf(first.headers()['content-security-policy']), nonceOf(second.headers()['content-security-policy'])];
  expect(secondNonce).not.toBe(firstNonce);
  const secondHtml = await second.text();
  // The same page, its scripts and styles under the new answer's nonce only.
  expect(secondHtml).not.toContain(firstNonce);
  expect(secondHtml.split(`nonce="${secondNonce}"`).length).toBe(firstHtml.split(`nonce="${firstNonce}"`).length);
  expect(secondHtml.replaceAll(secondNonce, firstNonce)).toBe(firstHtml);

  // Each language is a page of its own; and a new picture of the book is on its page at once.
  expect((await request.get(`${path}?lang=eng`)).headers()['server-timing']).toMatch(/^render;dur=/);
  await addBookImage(book.id);
  const changed = await request.get(path);
  expect(changed.headers()['server-timing']).toMatch(/^render;dur=/);
  expect(await changed.text()).not.toBe(firstHtml);
  await unpublishBook(book.id);
});

test('a flood of distinct pages cannot grow the kept pages past RENDERED_PAGES_MB: the least recently asked go first', async ({ request }) => {
  const [kept, ...others] = (await articles()).slice(0, 40);
  if (!kept || others.length < 30) throw new Error('the seed has too few books');
  const path = `/bookdetails/${kept.id}`;
  await request.get(path);
  expect((await request.get(path)).headers()['server-timing']).toBe('render;desc="kept"');
  // Each book page weighs about 60 KB: 39 of them are more than the 1 MB the test store keeps.
  let weight = 0;
  for (const book of others) weight += (await (await request.get(`/bookdetails/${book.id}`)).body()).length;
  expect(weight).toBeGreaterThan(RENDERED_PAGES_MB * 1024 * 1024);
  expect((await request.get(path)).headers()['server-timing']).toMatch(/^render;dur=/);
});

test("a shopper's own page arrives as HTML, its frame and heading from the server; what is the shopper's, the browser fills in", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  for (const [path, heading] of [
    ['/cart', 'Mon panier'],
    ['/checkout', 'Commande'],
    ['/accountprofile', 'Mon profil'],
    ['/checkout-result?number=CMD-1&status=pending', 'Résultat du paiement'],
  ] as const) {
    expect((await bare.goto(path))?.status(), path).toBe(200);
    await expect(bare.locator('.main-bar .logo'), path).toBeVisible();
    await expect(bare.locator('.site-footer'), path).toBeVisible();
    await expect(bare.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  // The cart is the shopper's browser's: the server never says it is empty.
  await bare.goto('/cart');
  await expect(bare.getByText('Votre panier est vide.')).toHaveCount(0);
  await context.close();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  // A payment this tab knows nothing of: the browser says so, under the server's heading.
  await page.goto('/checkout-result?number=CMD-1&status=pending');
  await expect(page.getByText('Aucun paiement à afficher dans cet onglet.', { exact: false })).toBeVisible();
});

test("a page's absolute links come from the store's address, never from a Host header a client chose (a shared cache would keep them)", async () => {
  const html = await new Promise<string>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: 3000, path: '/bookdetails/1', headers: { host: 'evil.example' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/bookdetails\/1"\/?>/);
  expect(html).not.toContain('evil.example');
});
