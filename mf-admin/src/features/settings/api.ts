/** Server calls of the company settings page; the server refuses each without an admin token. */
import { COMPARE_CONFIG_TYPE, type CompanySettings, type CompanySettingsUpdate, type ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export async function fetchSettings(): Promise<CompanySettings> {
  const { data } = await api().get<ItemAnswer<CompanySettings>>('/admin/company-settings');
  return data.data;
}

export async function saveSettings(update: CompanySettingsUpdate): Promise<CompanySettings> {
  const { data } = await api().put<ItemAnswer<CompanySettings>>('/admin/company-settings', update);
  return data.data;
}

/** Whether the compare feature (website_config type 43) is on. */
export function isCompareOn(settings: Pick<CompanySettings, 'website_config'>): boolean {
  return settings.website_config.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE && entry.is_exist);
}
