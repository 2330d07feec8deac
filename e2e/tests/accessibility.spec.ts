import { expect, test } from '../support/test';
import { articles, bookWithStock } from '../support/api';
import { allViolations, ruleViolations, seriousViolations } from '../support/axe';
import { adminLogIn, logIn } from '../support/session';

test('home, /books, a book page, a collaborator page, /compare and the 404 page have no serious or critical axe violation', async ({ page }) => {
  const [book] = await articles('sort=title');
  await logIn(page);
  const pages: Array<[string, string]> = [
    ['/', '.book-card'],
    ['/books', '.book-card'],
    [`/bookdetails/${book?.id}`, '.book-details__title'],
    ['/collaborators', '.name-list'],
    ['/compare', '.compare-page h1'],
    ['/une-page-qui-n-existe-pas', '.not-found h1'],
  ];
  const found: Record<string, unknown> = {};
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
});

test('book lists keep their headings in order, and the hero bullets are large enough targets named in the shop language', async ({ page }) => {
  const found: Record<string, unknown> = {};
  for (const path of ['/', '/books', '/collection-details/1']) {
    await page.goto(path);
    await expect(page.locator('.book-card').first()).toBeVisible();
    const violations = await ruleViolations(page, ['heading-order']);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});

  await page.goto('/');
  const bullets = page.locator('.hero-slider .swiper-pagination-bullet');
  await expect(bullets.nth(1)).toHaveAttribute('aria-label', 'Aller à la diapositive 2');
  // WCAG 2.2 target size: 24 x 24 px at least.
  const box = await bullets.nth(1).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await page.locator('#top-language-eng').check();
  await expect(bullets.nth(1)).toHaveAttribute('aria-label', 'Go to slide 2');
});

test('login, register, password recovery and profile pages have no serious or critical axe violation', async ({ page }) => {
  const found: Record<string, unknown> = {};
  const check = async (path: string, ready: string) => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  };
  await check('/login', '.account-form');
  await check('/register', '.account-form');
  await check('/resetpasswordemail', '.account-form');
  await check('/reset-password?token=spent-or-unknown-token', '.account-form');
  await logIn(page);
  await check('/accountprofile', '.address-form, .profile-page__sections');
  await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const violations = await seriousViolations(page);
  if (violations.length > 0) found['/accountprofile (address form)'] = violations;
  await check('/ordertracking', '.orders-page h1');
  await check('/track-order', '.account-form');
  expect(found).toEqual({});
});

test('the admin panel: every page has its h1 and headings in order, the book form and an unknown admin page included', async ({ page }) => {
  await adminLogIn(page);
  const found: Record<string, unknown> = {};
  for (const [path, ready] of [
    ['/admin-panel/books/new', '.books-description__preview'],
    ['/admin-panel/books/1', '.books-description__preview'],
    ['/admin-panel/une-page-inconnue', '.admin-layout .not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(ready)).toBeVisible();
    const violations = [...(await seriousViolations(page)), ...(await ruleViolations(page, ['heading-order', 'page-has-heading-one']))];
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
  // The shop's 404 page, inside the panel's frame.
  await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
});

test('no page scrolls sideways on a 320 px wide phone (reflow), nor the admin on a 1280 px screen; lists filled', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const [book] = await articles('sort=title');
  const sideways: Record<string, number> = {};
  const measure = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) sideways[`${path} at ${page.viewportSize()?.width} px`] = overflow;
  };
  await logIn(page);
  for (const path of ['/', '/books', `/bookdetails/${book?.id}`, '/collaborators', '/events', '/cart', '/checkout', '/accountprofile', '/ordertracking', '/refund_return']) {
    await measure(path);
  }
  await adminLogIn(page);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['dashboard', 'books', 'books/new', 'orders', 'returns', 'customers', 'newsletter', 'messages', 'reviews', 'events', 'settings']) {
      await measure(`/admin-panel/${path}`);
    }
  }
  expect(sideways).toEqual({});
});

test('a toast is never see-through while it comes and goes, so its text keeps its contrast; with reduced motion it does not move', async ({ page }) => {
  const book = await bookWithStock(5);
  /** The toast's opacity sampled over each of its running animations (paused at 0 %, 10 %, … 100 %). */
  const opacities = () =>
    page.locator('.Toastify__toast').first().evaluate((toast) =>
      toast.getAnimations({ subtree: true }).flatMap((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        animation.pause();
        return Array.from({ length: 11 }, (_, step) => {
          animation.currentTime = (duration * step) / 10;
          return Number(getComputedStyle(toast).opacity);
        });
      }),
    );
  const durations = () =>
    page.locator('.Toastify__toast').first().evaluate((toast) => toast.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)));

  await page.goto(`/bookdetails/${book.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  const seen = await opacities();
  expect(seen.length, 'the toast comes in with an animation').toBeGreaterThan(0);
  expect(Math.min(...seen), 'lowest opacity of the toast while it comes in').toBe(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  expect(Math.max(0, ...(await durations())), 'longest toast animation with reduced motion (ms)').toBeLessThanOrEqual(1);
  await expect(page.locator('.Toastify__toast'), 'the toast still leaves after its time').toHaveCount(0);
});

test('every public page, in French and in English, has no axe violation of any impact (WCAG 2.2 A/AA and best practices)', async ({ page }) => {
  // 38 pages, each read whole by axe.
  test.setTimeout(300_000);
  const read = async <T,>(path: string) => ((await (await fetch(`http://127.0.0.1:4000/api/gmp/lumiere${path}`)).json()) as { data: T }).data;
  const [book] = await articles('sort=title');
  const [collaborator] = await read<Array<{ id: number }>>('/collaborators?ecom_type=lumiere');
  const [collection] = await read<Array<{ id: number }>>('/collections?ecom_type=lumiere');
  const [event] = await read<Array<{ id: number }>>('/events?ecom_type=lumiere');
  const [category] = (await (await fetch('http://127.0.0.1:4000/api/gmp/lumiere/categories?ecom_type=lumiere')).json()) as Array<{ id: number }>;
  const pages: Array<[string, string]> = [
    ['/', '.book-card'],
    ['/books', '.book-card'],
    [`/books?category=${category?.id}`, '.books-page h1'],
    [`/bookdetails/${book?.id}`, '.book-details__title'],
    ['/collaborators', '.name-list'],
    [`/collaborator/${collaborator?.id}/details`, 'h1'],
    ['/collections', 'h1'],
    [`/collection-details/${collection?.id}`, 'h1'],
    ['/events', 'h1'],
    [`/eventdetails/${event?.id}`, 'h1'],
    ['/about-us', 'h1'],
    ['/legal-information', 'h1'],
    ['/contactus', 'h1'],
    ['/accessibility', 'h1'],
    ['/cart', 'h1'],
    ['/login', '.account-form'],
    ['/register', '.account-form'],
    ['/track-order', '.account-form'],
    ['/une-page-qui-n-existe-pas', '.not-found h1'],
  ];
  const found: Record<string, unknown> = {};
  for (const language of ['fr', 'eng'] as const) {
    for (const [path, ready] of pages) {
      await page.goto(path);
      if (language === 'eng' && path === '/') await page.locator('#top-language-eng').check();
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'eng' ? 'en' : 'fr');
      const violations = await allViolations(page);
      if (violations.length > 0) found[`${path} (${language})`] = violations;
    }
  }
  expect(found).toEqual({});
});
