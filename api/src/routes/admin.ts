import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ICON_LINK_PATTERN } from '@bookshop/contracts';
import { CompanySettingsSchema, WebsiteConfigEntrySchema } from '../schemas/entities';
import { errorResponses, Item } from '../schemas/common';
import { signedInUser } from '../plugins/auth';
import { getCompanySettings, updateCompanySettings } from '../services/settings';

const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', description: '#rrggbb' });
const Text = Type.String({ maxLength: 20000 });
/** Social links: an http(s) URL, or empty to hide the icon. */
const SocialLink = Type.String({ maxLength: 500, pattern: '^(https?://[^\\s]+)?$' });
/**
 * Nullable values use a JSON type list rather than anyOf: with ajv's type coercion, anyOf would turn null into 0
 * (or 0 into null) before the other branch is tried.
 */
const IconLink = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 500, pattern: ICON_LINK_PATTERN });
/** The Google client id (`….apps.googleusercontent.com`); null or empty turns social sign-in off. */
const GoogleClientId = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  maxLength: 200,
  pattern: '^[A-Za-z0-9._-]*$',
  description: 'Public Google client id; null or empty turns Google sign-in off',
});
/** A line of the seller's identity on invoices: no control characters (it is printed as it is). */
const IdentityText = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const UsdRate = Type.Unsafe<number | null>({ type: ['number', 'null'], exclusiveMinimum: 0, maximum: 1000 });

const CompanySettingsUpdate = Type.Object(
  {
    website_config: Type.Optional(Type.Array(WebsiteConfigEntrySchema, { maxItems: 100 })),
    usd_rate: Type.Optional(UsdRate),
    fav_icon: Type.Optional(IconLink),
    dark_icon: Type.Optional(IconLink),
    light_icon: Type.Optional(IconLink),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    phone: Type.Optional(Type.String({ pattern: '^[+0-9 ().-]{3,32}$' })),
    facebook: Type.Optional(SocialLink),
    youtube: Type.Optional(SocialLink),
    twitter: Type.Optional(SocialLink),
    linkedin: Type.Optional(SocialLink),
    insta: Type.Optional(SocialLink),
    about_en: Type.Optional(Text),
    about_fr: Type.Optional(Text),
    help_en: Type.Optional(Text),
    help_fr: Type.Optional(Text),
    libraries_en: Type.Optional(Text),
    libraries_fr: Type.Optional(Text),
    copyrights_en: Type.Optional(Text),
    copyrights_fr: Type.Optional(Text),
    primary_color: Type.Optional(Color),
    secondary_color: Type.Optional(Color),
    accent_color: Type.Optional(Color),
    paypal_client_id: Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]*$', description: 'Public PayPal client id; empty turns online payment off' })),
    card_public_key: Type.Optional(Type.String({ maxLength: 200, pattern: '^(?!sk_|rk_)[A-Za-z0-9_]*$', description: 'Publishable card-provider key (pk_…); a secret key (sk_…, rk_…) is refused' })),
    offline_payment: Type.Optional(Type.Boolean({ description: 'Offer bank transfer' })),
    bank_transfer_details: Type.Optional(Type.String({ maxLength: 500 })),
    google_client_id: Type.Optional(GoogleClientId),
    legal_name: Type.Optional(IdentityText(200)),
    legal_form: Type.Optional(IdentityText(100)),
    share_capital: Type.Optional(IdentityText(100)),
    street_address: Type.Optional(IdentityText(200)),
    postal_code: Type.Optional(Type.String({ pattern: '^([0-9]{5})?$', description: 'French postal code, or empty' })),
    city: Type.Optional(IdentityText(100)),
    siret: Type.Optional(Type.String({ pattern: '^[0-9 ]{0,20}$', description: '14 digits (spaces ignored) with a valid key, or empty' })),
    vat_number: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9 ]{0,20}$', description: 'FR + key + the SIRET\'s SIREN (spaces ignored), or empty' })),
    compare_enabled: Type.Optional(Type.Boolean({ description: 'Switches website_config type 43 (the /compare page)' })),
  },
  { additionalProperties: false },
);

/** Admin calls: anonymous is 401, a customer is 403. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/company-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Company settings, for editing',
        security: [{ bearer: [] }],
        response: { 200: Item(CompanySettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCompanySettings(app.db, request.shop.id) }),
  );

  app.put(
    '/admin/company-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change some company settings; compare_enabled switches the compare feature',
        security: [{ bearer: [] }],
        body: CompanySettingsUpdate,
        response: { 200: Item(CompanySettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateCompanySettings(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );
};

export default adminRoutes;
