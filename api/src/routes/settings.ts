import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CompanySettingsSchema, SocieteConfigEntrySchema, WebsiteSectionSchema } from '../schemas/entities';
import { EcomTypeQuery, errorResponses, Item, LanguageSchema, List } from '../schemas/common';
import { getCompanySettings, listSocieteConfig, listWebsiteSections } from '../services/settings';

/** The shop's public configuration: company settings, societe config, website sections. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/company-settings',
    {
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
};

export default settingsRoutes;
