/** Company settings: read by the root route's loader, shared by the header, the footer and the theme. */
import { COMPARE_CONFIG_TYPE, type CompanySettings, type ItemAnswer } from '@bookshop/contracts';
import { api, requestLanguage } from '@bookshop/api-client';
import { rootStore } from '@bookshop/store';

/** The root route's loader: the settings, or null when the API cannot be reached (the header and footer still show). */
export async function loadCompanySettings({ request }: { request: Request }): Promise<CompanySettings | null> {
  try {
    const { data } = await api().get<ItemAnswer<CompanySettings>>('/company-settings', { params: { lang: requestLanguage(request) }, signal: request.signal });
    return data.data;
  } catch (error) {
    console.warn('[shell] company settings unavailable', error);
    return null;
  }
}

/** Whether the shop has the compare feature on. */
export function compareEnabled(settings: CompanySettings): boolean {
  return settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
}

/** In the browser: usd_rate and the compare switch into the store, the colours into the page. */
export function applyCompanySettings(settings: CompanySettings): void {
  rootStore.getState().applyCompanySettings(settings.usd_rate, compareEnabled(settings));
  const root = document.documentElement.style;
  for (const [name, value] of themeColours(settings)) root.setProperty(name, value);
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
