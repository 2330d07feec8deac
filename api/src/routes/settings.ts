import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CompanySettingsSchema, SocieteConfigEntrySchema, WebsiteSectionSchema } from '../schemas/entities';
import { EcomTypeQuery, errorResponses, Item, LanguageSchema, List } from '../schemas/common';
import { getCompanySettings, listSocieteConfig, listWebsiteSections } from '../services/settings';
import { surrogateKeyHeaders, type SurrogateKeyHeader } from '@bookshop/contracts';
import { shopKey } from '../plugins/public-cache';

/** The shop's public configuration: company settings, societe config, website sections. */
/** `keyHeader`: the header the public answers carry their surrogate keys in (PublicCacheSettings). */
const settingsRoutes: FastifyPluginAsyncTypebox<{ keyHeader: SurrogateKeyHeader }> = async (app, { keyHeader }) => {
  app.get(
    '/company-settings',
    {
      config: { publicRead: true },
      schema: {
        tags: ['settings'],
        summary: 'Contact details, texts, colours, currency rate and feature switches',
        querystring: EcomTypeQuery,
        response: { 200: Item(CompanySettingsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCompanySettings(app.db, request.shop.id) }),
  );

  app.get(
    '/societe-config',
    {
      config: { publicRead: true },
      schema: {
        tags: ['settings'],
        summary: 'Technical configuration entries of the shop',
        querystring: EcomTypeQuery,
        response: { 200: List(SocieteConfigEntrySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listSocieteConfig(app.db, request.shop.id) }),
  );

  app.get(
    '/website-sections',
    {
      config: { publicRead: true },
      schema: {
        tags: ['settings'],
        summary: 'Website sections (home-hero: the hero slides)',
        querystring: Type.Object({
          ecom_type: Type.Optional(Type.String()),
          section_id: Type.Optional(Type.String({ maxLength: 100 })),
          lang: Type.Optional(LanguageSchema),
        }),
        response: { 200: List(WebsiteSectionSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listWebsiteSections(app.db, request.shop.id, request.query.section_id, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/catalogue-version',
    {
      schema: {
        tags: ['settings'],
        summary: 'The version of the shop\'s public content: it changes in the same transaction as any change to it',
        description:
          'What the public reads\' ETags are made of. The store\'s rendering server asks for it to validate its pages ' +
          '(a conditional request for an unchanged page is answered 304 without rendering it).',
        querystring: EcomTypeQuery,
        response: { 200: Item(Type.Object({ version: Type.String() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      // The shop's surrogate key too: the store's server puts it on every page it renders (scripts/serve.mjs).
      reply.header('cache-control', 'no-cache').headers(surrogateKeyHeaders(keyHeader, [shopKey(request.shop.id)]));
      return { data: { version: request.shop.catalogueVersion } };
    },
  );
};

export default settingsRoutes;
