/** Company settings, as the store's frame (header, footer, theme, prices) uses them: the root route's data. */
import { COMPARE_CONFIG_TYPE, type CompanySettings, type ItemAnswer, type Language } from '@bookshop/contracts';
import { api, requestLanguage } from '@bookshop/api-client';
import { rootStore } from '@bookshop/store';

/**
 * What the frame shows of the company settings, with the company texts in the page's language only: it goes into
 * every server-rendered page's data, where the whole settings (both languages' texts, payment and legal details the
 * frame never shows) were two thirds of a book page's.
 */
export type ShopFrame = Pick<
  CompanySettings,
  'usd_rate' | 'email' | 'phone' | 'facebook' | 'youtube' | 'twitter' | 'linkedin' | 'insta' | 'primary_color' | 'secondary_color' | 'accent_color'
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

/** Whether the shop has the compare feature on. */
function compareEnabled(settings: Pick<CompanySettings, 'website_config'>): boolean {
  return settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
}

/**
 * In the browser: usd_rate and the compare switch into the store, the colours into the page where it has others. A
 * server-rendered page has them already (server/page-head.ts): setting a colour on the root restyles every element,
 * a long task on a phone while the page hydrates.
 */
export function applyShopFrame(frame: Pick<ShopFrame, 'usd_rate' | 'compare_enabled' | 'primary_color' | 'secondary_color' | 'accent_color'>): void {
  rootStore.getState().applyCompanySettings(frame.usd_rate, frame.compare_enabled);
  const root = document.documentElement;
  const shown = getComputedStyle(root);
  for (const [name, value] of themeColours(frame)) {
    if (shown.getPropertyValue(name).trim().toLowerCase() !== value.toLowerCase()) root.style.setProperty(name, value);
  }
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
