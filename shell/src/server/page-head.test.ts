import type { ShopFrame } from '../features/company/company-settings';
import { pageHead, startScript } from './page-head';

test("a rendered page's start-up script is one line of code, without comments, that the browser can run", () => {
  const html = startScript({ entry: '/main.js', files: [{ href: '/app.js', as: 'script' }], nonce: 'abc' });
  const code = /^<script nonce="abc">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
  // It is in every page a shopper opens: what is not code is bytes on a phone's first round trip.
  expect(code).not.toMatch(/\n|\/\/ |\/\*/);
  // Compiles (new Function parses without running it).
  expect(() => new Function(code)).not.toThrow();
  expect(code).toContain('"/main.js", [{"href":"/app.js","as":"script"}], 1500, "first-screen")');
});

function headWith(frame: Partial<ShopFrame> | null): string {
  return pageHead({
    url: new URL('http://localhost:3000/books'),
    styles: [],
    language: 'fr',
    meta: undefined,
    frame: frame as ShopFrame | null,
    preferences: { language: 'fr', currency: 'eur', currencyRate: null, isCompareEnabled: null },
    modules: [],
    nonce: 'abc',
  });
}

test("a rendered page names the shop's favicon when it has one (after index.html's, which it then overrides)", () => {
  expect(headWith({ fav_icon: '/img/favicon.svg?v="2"' })).toContain('<link rel="icon" id="shop-favicon" href="/img/favicon.svg?v=&#34;2&#34;">');
  expect(headWith({ fav_icon: null })).not.toContain('rel="icon"');
  expect(headWith(null)).not.toContain('rel="icon"');
});
