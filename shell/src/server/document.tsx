/**
 * The whole page of a server-rendered store page, rendered by React (render.tsx): `<html lang>`, the head (title, meta
 * for search engines and link previews, canonical and alternate addresses, the stylesheets' used rules, the shop's
 * theme and icons), the page's markup in #root, and the page's data for its code (page-data.ts). The start module goes
 * in as React's bootstrap script, with the request's nonce (render.tsx).
 */
import type { Language } from '@bookshop/contracts';
import { documentTitle, metaDescription, type PageMeta } from '@bookshop/ui';
import { DEFAULT_FAVICON, FAVICON_ID, themeColours, type ShopFrame } from '../features/company/company-settings';
import { PAGE_DATA_ID, type PageData } from '../page-data';

const SHOP_NAME = 'Librairie Lumière';

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's address in one language: French without `lang`, English with `?lang=eng`. */
export function addressIn(origin: string, path: string, language: Language): string {
  const address = new URL(path, origin);
  if (language === 'eng') address.searchParams.set('lang', 'eng');
  return address.href;
}

/** A stylesheet of the page: the rules of it the page uses (page-styles.ts), or null when its text is unknown. */
export interface InlineStyle {
  href: string;
  text: string | null;
}

/**
 * The used rules inside the page (drawn with no request more), or a link to the whole sheet when its text is unknown.
 * `data-used-of` names the whole sheet, for whoever reads the page; not `data-href`, which would tell the app's chunk
 * loader that the whole sheet is there and need not be fetched.
 */
function PageStyle({ href, text, nonce }: InlineStyle & { nonce: string }) {
  if (text === null) return <link rel="stylesheet" href={href} />;
  return <style nonce={nonce} data-used-of={href} dangerouslySetInnerHTML={{ __html: text.replace(/<\/(style)/gi, '<\\/$1') }} />;
}

/** What search engines and link previews read of the page. */
function PageHead({ url, language, meta }: { url: URL; language: Language; meta: PageMeta | undefined }) {
  const title = documentTitle(meta?.title ?? SHOP_NAME);
  const path = meta?.canonicalPath ?? url.pathname;
  const description = meta?.description ? metaDescription(meta.description) : null;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {meta?.image ? <meta property="og:image" content={new URL(meta.image, url.origin).href} /> : null}
      <meta name="twitter:card" content={meta?.image ? 'summary_large_image' : 'summary'} />
      {meta?.price && <meta property="product:price:amount" content={meta.price.amount.toFixed(2)} />}
      {meta?.price && <meta property="product:price:currency" content={meta.price.currency} />}
      <link rel="canonical" href={addressIn(url.origin, path, language)} />
      <link rel="alternate" hrefLang="fr" href={addressIn(url.origin, path, 'fr')} />
      <link rel="alternate" hrefLang="en" href={addressIn(url.origin, path, 'eng')} />
      <link rel="alternate" hrefLang="x-default" href={addressIn(url.origin, path, 'fr')} />
      <meta property="og:type" content={meta?.price ? 'product' : 'website'} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:title" content={title} />
      <meta name="twitter:title" content={title} />
      <meta property="og:url" content={addressIn(url.origin, path, language)} />
      <meta property="og:locale" content={language === 'eng' ? 'en_GB' : 'fr_FR'} />
    </>
  );
}

export interface DocumentProps {
  url: URL;
  language: Language;
  meta: PageMeta | undefined;
  frame: ShopFrame | null;
  /** The used rules of the shell's stylesheets, then of the page's remote's. */
  styles: InlineStyle[];
  /**
   * The page as the app rendered it, with React Router's hydration data at its end; null for a page left to the
   * browser, whose code starts at once (its start-up files preloaded, its stylesheets linked whole).
   */
  markup: string | null;
  data: PageData;
  nonce: string;
}

export function Document({ url, language, meta, frame, styles, markup, data, nonce }: DocumentProps) {
  const colours = frame ? themeColours(frame) : [];
  return (
    <html lang={language === 'eng' ? 'en' : 'fr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8b1e1e" />
        <link rel="icon" href={DEFAULT_FAVICON} type="image/svg+xml" />
        {/* After the shop's default: of two icons a page names, browsers use the last. */}
        {frame?.fav_icon && <link rel="icon" id={FAVICON_ID} href={frame.fav_icon} />}
        <PageHead url={url} language={language} meta={meta} />
        {styles.map((style) => (
          <PageStyle key={style.href} {...style} nonce={nonce} />
        ))}
        {colours.length > 0 && <style nonce={nonce}>{`:root{${colours.map(([name, value]) => `${name}:${value}`).join(';')}}`}</style>}
        {markup === null && data.files.map((file) => <link key={file.href} rel="preload" as={file.as} href={file.href} crossOrigin={file.as === 'fetch' ? 'anonymous' : undefined} />)}
      </head>
      <body>
        {markup === null && (
          <noscript>Activez JavaScript pour utiliser la Librairie Lumière. / Please enable JavaScript to use Librairie Lumière.</noscript>
        )}
        <div id="root" dangerouslySetInnerHTML={markup === null ? undefined : { __html: markup }} />
        <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      </body>
    </html>
  );
}
