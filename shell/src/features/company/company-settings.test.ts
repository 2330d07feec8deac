import { applyShopFrame } from './company-settings';

/** What applyShopFrame reads of the root route's frame. */
const FRAME = { usd_rate: 1.08, compare_enabled: true, primary_color: '#8B1E1E', secondary_color: '#C9A227', accent_color: '#3E2A1E' };

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
