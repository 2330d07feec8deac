/** Company settings, read once per page load and shared by the header, the footer and the theme. */
import { useEffect, useState } from 'react';
import { COMPARE_CONFIG_TYPE, type CompanySettings, type ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { rootStore } from '@bookshop/store';

let request: Promise<CompanySettings> | undefined;

/** Fetches the settings (once), applies usd_rate, the compare switch and the theme colours. */
export function loadCompanySettings(): Promise<CompanySettings> {
  request ??= api()
    .get<ItemAnswer<CompanySettings>>('/company-settings')
    .then(({ data }) => {
      const settings = data.data;
      const compare = settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
      rootStore.getState().applyCompanySettings(settings.usd_rate, compare);
      applyTheme(settings);
      return settings;
    })
    .catch((error: unknown) => {
      request = undefined; // the next visit tries again
      throw error;
    });
  return request;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Company colours re-theme the store; anything that is not a colour keeps the defaults. */
export function applyTheme(settings: Pick<CompanySettings, 'primary_color' | 'secondary_color' | 'accent_color'>): void {
  const root = document.documentElement.style;
  const pairs: Array<[string, string]> = [
    ['--color-primary', settings.primary_color],
    ['--color-secondary', settings.secondary_color],
    ['--color-accent', settings.accent_color],
  ];
  for (const [name, value] of pairs) if (HEX.test(value)) root.setProperty(name, value);
}

/** The settings for rendering; null while loading or when the API is unreachable (the header and footer still show). */
export function useCompanySettings(): CompanySettings | null {
  const [settings, setSettings] = useState<CompanySettings | null>(null);
  useEffect(() => {
    let live = true;
    loadCompanySettings().then(
      (loaded) => live && setSettings(loaded),
      (error: unknown) => console.warn('[shell] company settings unavailable', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
