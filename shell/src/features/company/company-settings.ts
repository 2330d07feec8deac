/** Company settings, as the store's frame (header, footer, theme, prices) uses them: the root route's data. */
import { COMPARE_CONFIG_TYPE, ICON_LINK_PATTERN, type CompanySettings, type ItemAnswer, type Language } from '@bookshop/contracts';
import { api, requestLanguage } from '@bookshop/api-client';
import { rootStore } from '@bookshop/store';

/**
 * What the frame shows of the company settings, with the company texts in the page's language only: it goes into
 * every server-rendered page's data, where the whole settings (both languages' texts, payment and legal details the
 * frame never shows) were two thirds of a book page's.
 */
export type ShopFrame = Pick<
  CompanySettings,
  | 'usd_rate'
  | 'fav_icon'
  | 'dark_icon'
  | 'light_icon'
  | 'email'
  | 'phone'
  | 'facebook'
  | 'youtube'
  | 'twitter'
  | 'linkedin'
  | 'insta'
  | 'primary_color'
  | 'secondary_color'
  | 'accent_color'
> & {
  compare_enabled: boolean;
  about: string;
  help: string;
  libraries: string;
  copyrights: string;
};

/** The frame's part of the settings, its texts in `language`. */
export function shopFrame(settings: CompanySettings, language: Language): ShopFrame {
  const text = (field: 'about' | 'help' | 'libraries' | 'copyrights') => settings[`${field}_${language === 'eng' ? 'en' : 'fr'}`];
  const { usd_rate, email, phone, facebook, youtube, twitter, linkedin, insta, primary_color, secondary_color, accent_color } = settings;
  return {
    usd_rate,
    fav_icon: iconLink(settings.fav_icon),
    dark_icon: iconLink(settings.dark_icon),
    light_icon: iconLink(settings.light_icon),
    email,
    phone,
    facebook,
    youtube,
    twitter,
    linkedin,
    insta,
    primary_color,
    secondary_color,
    accent_color,
    compare_enabled: compareEnabled(settings),
    about: text('about'),
    help: text('help'),
    libraries: text('libraries'),
    copyrights: text('copyrights'),
  };
}

/**
 * The root route's loader: the frame in the page's language, or null when the API cannot be reached (the header and
 * footer still show).
 */
export async function loadShopFrame({ request }: { request: Request }): Promise<ShopFrame | null> {
  const language = requestLanguage(request);
  try {
    const { data } = await api().get<ItemAnswer<CompanySettings>>('/company-settings', { params: { lang: language }, signal: request.signal });
    return shopFrame(data.data, language);
  } catch (error) {
    console.warn('[shell] company settings unavailable', error);
    return null;
  }
}

const ICON_LINK = new RegExp(ICON_LINK_PATTERN);

/**
 * A company icon the page may use, or null (the shop's own then shows). The API checks what it is given; settings
 * stored before that check are checked here too, since they go into attributes of the page (its head included).
 */
function iconLink(link: string | null): string | null {
  return link && ICON_LINK.test(link) ? link : null;
}

/** Whether the shop has the compare feature on. */
function compareEnabled(settings: Pick<CompanySettings, 'website_config'>): boolean {
  return settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
}

/**
 * In the browser: usd_rate and the compare switch into the store, the colours and the favicon into the page where it
 * has others. A server-rendered page has them already (server/page-head.ts): setting a colour on the root restyles
 * every element, a long task on a phone while the page hydrates.
 */
export function applyShopFrame(
  frame: Pick<ShopFrame, 'usd_rate' | 'compare_enabled' | 'fav_icon' | 'primary_color' | 'secondary_color' | 'accent_color'>,
): void {
  rootStore.getState().applyCompanySettings(frame.usd_rate, frame.compare_enabled);
  applyFavicon(frame.fav_icon);
  const root = document.documentElement;
  const shown = getComputedStyle(root);
  for (const [name, value] of themeColours(frame)) {
    if (shown.getPropertyValue(name).trim().toLowerCase() !== value.toLowerCase()) root.style.setProperty(name, value);
  }
}

/**
 * The store's own icon, in the page (the server's Document; index.html has the same for a page rendered in the
 * browser): a file of its own was one more request on the page's first screen, which browsers ask for once the page
 * has loaded, often before its pictures are on screen. Its quotes are %27: React would write each as `&#x27;`.
 */
export const DEFAULT_FAVICON =
  'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 64 64%27%3E%3Crect width=%2764%27 height=%2764%27 rx=%2712%27 fill=%27%238b1e1e%27/%3E%3Ctext x=%2732%27 y=%2745%27 font-family=%27Georgia, serif%27 font-size=%2740%27 font-weight=%27700%27 text-anchor=%27middle%27 fill=%27%23c9a227%27%3EL%3C/text%3E%3C/svg%3E';

/**
 * The id of the shop's favicon link, written after the store's own: of two icons a page names, browsers use the last
 * (HTML, "link type icon"), and without it the store's shows.
 */
export const FAVICON_ID = 'shop-favicon';

function applyFavicon(href: string | null): void {
  let link = document.getElementById(FAVICON_ID);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = Object.assign(document.createElement('link'), { id: FAVICON_ID, rel: 'icon' });
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Company colours re-theme the store; anything that is not a colour keeps the defaults. */
export function themeColours(settings: Pick<CompanySettings, 'primary_color' | 'secondary_color' | 'accent_color'>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    ['--color-primary', settings.primary_color],
    ['--color-secondary', settings.secondary_color],
    ['--color-accent', settings.accent_color],
  ];
  return pairs.filter(([, value]) => HEX.test(value));
}
