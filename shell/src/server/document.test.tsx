/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ShopFrame } from '../features/company/company-settings';
import type { PageData } from '../page-data';
import { Document, type DocumentProps } from './document';

const data: PageData = {
  preferences: { language: 'fr', currency: 'eur', currencyRate: null, isCompareEnabled: null },
  modules: ['catalog/book-details-page'],
  remotes: { remotes: { catalog: 'http://localhost:3001/mf-manifest.json' } } as PageData['remotes'],
  entry: '/main.js',
  files: [{ href: '/app.js', as: 'script' }],
};

function page(props: Partial<DocumentProps> = {}): string {
  return renderToStaticMarkup(
    <Document url={new URL('http://localhost:3000/books?page=2')} language="eng" meta={{ title: 'Our books', description: 'Books "in stock"' }} frame={null} styles={[]} markup="<main>x</main>" data={data} nonce="abc" {...props} />,
  );
}

test("a rendered page names its language, title, description and addresses in both languages from the page's meta", () => {
  const html = page();
  expect(html).toMatch(/^<html lang="en">/);
  expect(html).toContain('<title>Our books — Librairie Lumière</title>');
  expect(html).toContain('<meta name="description" content="Books &quot;in stock&quot;"/>');
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/books?lang=eng"/>');
  expect(html).toContain('<link rel="alternate" hrefLang="fr" href="http://localhost:3000/books"/>');
  expect(html).toContain('<div id="root"><main>x</main></div>');
});

test("the page's data cannot close its element, whatever the texts in it say", () => {
  const html = page({ data: { ...data, files: [{ href: '/</script><script>alert(1)</script>', as: 'script' }] } });
  const json = /<script type="application\/json" id="bookshop-page">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  expect((JSON.parse(json) as PageData).files[0]?.href).toBe('/</script><script>alert(1)</script>');
  expect(html).not.toContain('<script>alert(1)');
});

test("a stylesheet's used rules are inside the page with the nonce; one whose text is unknown is linked", () => {
  const html = page({ styles: [{ href: '/app.css', text: '.a{color:red}</style><p>' }, { href: 'http://localhost:3001/styles.css', text: null }] });
  expect(html).toContain('<style nonce="abc" data-used-of="/app.css">.a{color:red}<\\/style><p></style>');
  expect(html).toContain('<link rel="stylesheet" href="http://localhost:3001/styles.css"/>');
});

test("the shop's favicon comes after the store's own, which it then overrides; none without one", () => {
  const icons = (frame: Partial<ShopFrame> | null) => page({ frame: frame as ShopFrame | null }).match(/<link rel="icon"[^>]*>/g) ?? [];
  expect(icons({ fav_icon: '/img/favicon.svg?v="2"' })).toEqual([expect.stringContaining('data:image/svg+xml'), '<link rel="icon" id="shop-favicon" href="/img/favicon.svg?v=&quot;2&quot;"/>']);
  expect(icons({ fav_icon: null })).toHaveLength(1);
  expect(icons(null)).toHaveLength(1);
});

test('a page left to the browser has no markup: its start-up files are preloaded, and it says that it needs JavaScript', () => {
  const html = page({ markup: null });
  expect(html).toContain('<link rel="preload" as="script" href="/app.js"/>');
  expect(html).toContain('<noscript>');
  expect(html).toContain('<div id="root"></div>');
  expect(page()).not.toContain('<noscript>');
});
