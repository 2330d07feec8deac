import { sanitizeHtml } from '../lib/html';
import {
  COMPARE_CONFIG_TYPE,
  isValidFrenchVatNumber,
  isValidSiret,
  type CompanySettings,
  type CompanySettingsUpdate,
  type Language,
  type SocieteConfigEntry,
  type WebsiteSection,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { recordAudit } from './audit';
import { badRequest, notFound } from '../lib/errors';
import { localized } from './sql';

/** The columns of company_settings that CompanySettings answers and an admin may change, in answer order. */
const SETTINGS_COLUMNS = [
  'usd_rate',
  'fav_icon',
  'dark_icon',
  'light_icon',
  'email',
  'phone',
  'facebook',
  'youtube',
  'twitter',
  'linkedin',
  'insta',
  'about_en',
  'about_fr',
  'help_en',
  'help_fr',
  'libraries_en',
  'libraries_fr',
  'copyrights_en',
  'copyrights_fr',
  'primary_color',
  'secondary_color',
  'accent_color',
  'paypal_client_id',
  'card_public_key',
  'offline_payment',
  'bank_transfer_details',
  'google_client_id',
  'legal_name',
  'legal_form',
  'share_capital',
  'street_address',
  'postal_code',
  'city',
  'siret',
  'vat_number',
] as const satisfies readonly (keyof CompanySettings)[];

export async function getCompanySettings(db: Db, shopId: number): Promise<CompanySettings> {
  const { rows } = await db.query<Omit<CompanySettings, 'website_config'>>(
    `select ${SETTINGS_COLUMNS.map((column) => (column === 'usd_rate' ? 'usd_rate::float8 as usd_rate' : column)).join(', ')}
     from company_settings where shop_id = $1`,
    [shopId],
  );
  if (!rows[0]) throw notFound('This shop has no company settings yet.');
  const { rows: websiteConfig } = await db.query<CompanySettings['website_config'][number]>(
    'select lookup_config_type, is_exist from website_config where shop_id = $1 order by lookup_config_type',
    [shopId],
  );
  return { website_config: websiteConfig, ...rows[0] };
}

/** Company texts shown as HTML by the storefront (legal: the legal-information page, not in CompanySettings). */
export const HTML_TEXT_COLUMNS: ReadonlySet<string> = new Set(
  ['about', 'help', 'libraries', 'copyrights', 'legal'].flatMap((name) => [`${name}_fr`, `${name}_en`]),
);

/** Applies the fields present in `update`; `compare_enabled` switches website_config type 43. */
export async function updateCompanySettings(db: Db, shopId: number, adminId: number, update: CompanySettingsUpdate): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await getCompanySettings(tx, shopId);
    update = normalizeSellerIdentity(update, before);
    const params: unknown[] = [shopId];
    const assignments = SETTINGS_COLUMNS.filter((column) => update[column] !== undefined).map((column) => {
      const value = update[column];
      // The storefront renders the company texts as HTML: only safe formatting is ever stored. An emptied Google
      // client id is none (null): social sign-in off.
      if (column === 'google_client_id') params.push(typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
      else params.push(HTML_TEXT_COLUMNS.has(column) && typeof value === 'string' ? sanitizeHtml(value) : value);
      return `${column} = $${params.length}`;
    });
    if (assignments.length > 0) {
      const { rows } = await tx.query(
        `update company_settings set ${assignments.join(', ')}, updated_at = now() where shop_id = $1 returning shop_id`,
        params,
      );
      if (rows.length === 0) throw notFound('This shop has no company settings yet.');
    }
    const switches = [...(update.website_config ?? [])];
    if (update.compare_enabled !== undefined) {
      switches.push({ lookup_config_type: COMPARE_CONFIG_TYPE, is_exist: update.compare_enabled });
    }
    for (const entry of switches) {
      await tx.query(
        `insert into website_config (shop_id, lookup_config_type, is_exist) values ($1, $2, $3)
         on conflict (shop_id, lookup_config_type) do update set is_exist = excluded.is_exist`,
        [shopId, entry.lookup_config_type, entry.is_exist],
      );
    }
    const after = await getCompanySettings(tx, shopId);
    await recordAudit(tx, shopId, adminId, { action: 'update', entity: 'company_settings', entityId: shopId, before, after });
    return after;
  });
}

/**
 * The seller's SIRET and VAT number as invoices print them: spaces dropped, upper case, and checked together (the
 * SIRET's Luhn key, the VAT number's key and its SIREN, which must be the SIRET's). 400 on the failing field.
 */
function normalizeSellerIdentity(update: CompanySettingsUpdate, before: CompanySettings): CompanySettingsUpdate {
  if (update.siret === undefined && update.vat_number === undefined) return update;
  const siret = (update.siret ?? before.siret).replace(/\s+/g, '');
  const vat = (update.vat_number ?? before.vat_number).replace(/\s+/g, '').toUpperCase();
  if (siret !== '' && !isValidSiret(siret)) throw badRequest('The SIRET must be 14 digits with a valid key.', 'siret');
  if (vat !== '' && !isValidFrenchVatNumber(vat, siret)) {
    throw badRequest('The VAT number must be FR, its two-digit key and the SIREN of the SIRET.', 'vat_number');
  }
  return { ...update, ...(update.siret !== undefined ? { siret } : {}), ...(update.vat_number !== undefined ? { vat_number: vat } : {}) };
}

export async function listSocieteConfig(db: Db, shopId: number): Promise<SocieteConfigEntry[]> {
  const { rows } = await db.query<SocieteConfigEntry>(
    'select config_module_nomtech, valeur from societe_config where shop_id = $1 order by config_module_nomtech',
    [shopId],
  );
  return rows;
}

/** Hero slide artwork is generated by the API (`/img/hero/{id}.svg`) from the slide's colours. */
/**
 * A slide's artwork: its colours are part of the link, so a colour change is a new address and no cache (browser,
 * service worker, a day of max-age) keeps showing the old artwork. The image route ignores the query.
 */
export const heroImageLink = (slide: { id: number; color_from: string; color_to: string }): string =>
  `/img/hero/${slide.id}.svg?v=${(slide.color_from + slide.color_to).replace(/#/g, '').toLowerCase()}`;

export async function listWebsiteSections(
  db: Db,
  shopId: number,
  sectionId: string | undefined,
  lang: Language,
): Promise<WebsiteSection[]> {
  const { rows } = await db.query<{ id: number; section_id: string; slides: { id: number; title: string; subtitle: string; link: string; color_from: string; color_to: string }[] }>(
    `select s.id, s.section_id,
       coalesce((
         select json_agg(json_build_object(
                  'id', h.id,
                  'title', ${localized('h.title_fr', 'h.title_en', '$3')},
                  'subtitle', ${localized('h.subtitle_fr', 'h.subtitle_en', '$3')},
                  'link', h.link,
                  'color_from', h.color_from,
                  'color_to', h.color_to) order by h.position)
         from hero_slides h where h.section_id = s.id
       ), '[]'::json) as slides
     from website_sections s
     where s.shop_id = $1 and ($2::text is null or s.section_id = $2)
     order by s.id`,
    [shopId, sectionId ?? null, lang],
  );
  return rows.map(({ slides, ...section }) => ({
    ...section,
    hero_sections: slides.map(({ id, color_from, color_to, ...slide }) => ({ image1: heroImageLink({ id, color_from, color_to }), ...slide })),
  }));
}
