import type { CompanySettings } from '@bookshop/contracts';
import { applyShopFrame, shopFrame } from './company-settings';

/** What applyShopFrame reads of the root route's frame. */
const FRAME = { usd_rate: 1.08, compare_enabled: true, fav_icon: null, primary_color: '#8B1E1E', secondary_color: '#C9A227', accent_color: '#3E2A1E' };

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

test('the colours a server-rendered page has already are left alone (setting them restyles the whole page)', () => {
  // As the rendering server writes them (server/page-head.ts).
  document.head.innerHTML = '<style>:root{--color-primary:#8B1E1E;--color-secondary:#C9A227;--color-accent:#3E2A1E}</style>';
  applyShopFrame(FRAME);
  expect(document.documentElement.getAttribute('style')).toBeNull();
});

test('colours the page does not have yet, or has others of, are set on the root', () => {
  document.head.innerHTML = '<style>:root{--color-primary:#8B1E1E}</style>';
  applyShopFrame({ ...FRAME, primary_color: '#123456' });
  const root = document.documentElement.style;
  expect([root.getPropertyValue('--color-primary'), root.getPropertyValue('--color-secondary'), root.getPropertyValue('--color-accent')]).toEqual([
    '#123456',
    '#C9A227',
    '#3E2A1E',
  ]);
});

/** The favicons the page names, in order (browsers use the last). */
const icons = () => [...document.querySelectorAll('link[rel="icon"]')].map((link) => link.getAttribute('href'));

test("the shop's favicon follows the settings: named after index.html's, changed, then gone back to index.html's", () => {
  // index.html's own, and the one a server-rendered page names (server/page-head.ts).
  document.head.innerHTML = '<link rel="icon" href="data:image/svg+xml,shop"><link rel="icon" id="shop-favicon" href="/img/old.png">';
  applyShopFrame({ ...FRAME, fav_icon: '/img/old.png' });
  expect(icons()).toEqual(['data:image/svg+xml,shop', '/img/old.png']);
  applyShopFrame({ ...FRAME, fav_icon: 'https://cdn.example/new.png' });
  expect(icons()).toEqual(['data:image/svg+xml,shop', 'https://cdn.example/new.png']);
  applyShopFrame({ ...FRAME, fav_icon: null });
  expect(icons()).toEqual(['data:image/svg+xml,shop']);
  applyShopFrame({ ...FRAME, fav_icon: '/img/again.svg' });
  expect(icons()).toEqual(['data:image/svg+xml,shop', '/img/again.svg']);
});

test('the frame carries only icons a page may use: an http(s) address or a path of the shop', () => {
  const settings = {
    website_config: [],
    fav_icon: 'javascript:alert(1)',
    dark_icon: 'data:image/png;base64,xx',
    light_icon: '/img/logo light.png',
  } as unknown as CompanySettings;
  expect(shopFrame(settings, 'fr')).toMatchObject({ fav_icon: null, dark_icon: null, light_icon: null });
  const kept = { ...settings, fav_icon: '/img/favicon.svg', dark_icon: 'https://cdn.example/dark.svg', light_icon: null };
  expect(shopFrame(kept, 'fr')).toMatchObject({ fav_icon: '/img/favicon.svg', dark_icon: 'https://cdn.example/dark.svg', light_icon: null });
});
