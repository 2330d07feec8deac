import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CategoryDetailsSchema,
  CategorySchema,
  CollaboratorDetailsSchema,
  CollaboratorSchema,
  CollectionDetailsSchema,
  CollectionSchema,
  CountrySchema,
  PublisherSchema,
  ShopLocationSchema,
} from '../schemas/entities';
import { EcomTypeQuery, errorResponses, IdParams, Item, List, LocalizedQuery } from '../schemas/common';
import {
  getCategory,
  getCollaborator,
  getCollection,
  listCategories,
  listCollaborators,
  listCollections,
  listCountries,
  listPublishers,
} from '../services/catalog';
import { listLocations } from '../services/locations';

/** The shop's reference lists: categories, collaborators, collections, locations, publishers, countries. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/categories',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'All categories (bare array), sorted by name, empty names dropped',
        querystring: LocalizedQuery,
        response: { 200: Type.Array(CategorySchema), ...errorResponses },
      },
    },
    async (request) => listCategories(app.db, request.shop.id, request.query.lang ?? 'fr'),
  );

  app.get(
    '/categories/:id',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'One category with its path (chemin), also as steps from the root with their ids (path)',
        params: IdParams,
        querystring: LocalizedQuery,
        response: { 200: Item(CategoryDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getCategory(app.db, request.shop.id, request.params.id, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/collaborators',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Authors, translators and illustrators of at least one published book, sorted by name',
        querystring: LocalizedQuery,
        response: { 200: List(CollaboratorSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCollaborators(app.db, request.shop.id, request.query.lang ?? 'fr') }),
  );

  app.get(
    '/collaborators/:id',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'One collaborator with their published books by role (by title, at most 48 per role); 404 without a published book',
        params: IdParams,
        querystring: LocalizedQuery,
        response: { 200: Item(CollaboratorDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getCollaborator(app.db, request.shop.id, request.params.id, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/collections',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Collections, sorted by name',
        querystring: LocalizedQuery,
        response: { 200: List(CollectionSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCollections(app.db, request.shop.id, request.query.lang ?? 'fr') }),
  );

  app.get(
    '/collections/:id',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'One collection with its count of published books (list them with GET /articles?collection_id=)',
        params: IdParams,
        querystring: LocalizedQuery,
        response: { 200: Item(CollectionDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getCollection(app.db, request.shop.id, request.params.id, request.query.lang ?? 'fr'),
    }),
  );

  app.get(
    '/locations',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: "The shop's locations (its bookshops, a warehouse): address, opening hours and pickup delay, in the order staff gave them",
        response: { 200: List(ShopLocationSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listLocations(app.db, request.shop.id) }),
  );

  app.get(
    '/publishers',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Publishers, sorted by title',
        querystring: EcomTypeQuery,
        response: { 200: List(PublisherSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listPublishers(app.db, request.shop.id) }),
  );

  app.get(
    '/countries',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Countries the shop delivers to',
        querystring: LocalizedQuery,
        response: { 200: List(CountrySchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listCountries(app.db, request.shop.id, request.query.lang ?? 'fr') }),
  );
};

export default catalogRoutes;
