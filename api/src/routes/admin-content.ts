import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import {
  AdminBookRefSchema,
  AdminCategoryCreateBodySchema,
  AdminCategoryMoveBodySchema,
  AdminCategoryRenameBodySchema,
  AdminCollaboratorBodySchema,
  AdminCollaboratorRowSchema,
  AdminCollectionBodySchema,
  AdminCollectionRowSchema,
  AdminEventBodySchema,
  AdminEventRowSchema,
  AdminHeroSlideBodySchema,
  AdminHeroSlideMoveBodySchema,
  AdminHeroSlideRowSchema,
  AdminPublisherBodySchema,
  AdminPublisherRowSchema,
  BookLookupQuery,
  CategoryTreeAnswer,
  DeletedAnswer,
  EventListQuery,
  NamedListQuery,
} from '../schemas/admin-content';
import { errorResponses, IdParams, Item, List, Paged } from '../schemas/common';
import { signedInUser } from '../plugins/auth';
import { createNamed, deleteNamed, listNamed, updateNamed, type NamedBodies, type NamedListName } from '../services/admin-content';
import { createCategory, deleteCategory, listCategoryTree, moveCategory, renameCategory } from '../services/admin-content-categories';
import { createAdminEvent, deleteAdminEvent, listAdminEvents, lookupBooks, updateAdminEvent } from '../services/admin-content-events';
import { createHeroSlide, deleteHeroSlide, listHeroSlides, moveHeroSlide, updateHeroSlide } from '../services/admin-content-hero';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The three named lists: their row and body schemas and what the docs call them. */
const NAMED: Record<NamedListName, { row: TSchema; body: TSchema; one: string; many: string }> = {
  collaborators: { row: AdminCollaboratorRowSchema, body: AdminCollaboratorBodySchema, one: 'collaborator', many: 'Collaborators (authors, translators, illustrators)' },
  collections: { row: AdminCollectionRowSchema, body: AdminCollectionBodySchema, one: 'collection', many: 'Collections' },
  publishers: { row: AdminPublisherRowSchema, body: AdminPublisherBodySchema, one: 'publisher', many: 'Publishers' },
};

/** The catalogue's reference lists and the site's content, for staff: categories, collaborators, collections, publishers, events, hero slides (admins only: 401 anonymous, 403 customer). */
const adminContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  // --- Category tree: every change answers the whole tree (a move relevels a subtree, a delete reranks siblings).
  app.get(
    '/admin/categories',
    { schema: { tags, security, summary: 'The whole category tree, flat: by level, then rank among siblings', response: { 200: CategoryTreeAnswer, ...errorResponses } } },
    async (request) => ({ data: await listCategoryTree(app.db, request.shop.id) }),
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category at the root or under a parent (3 levels at most: 409 category_too_deep; 409 name_taken among its siblings)',
        body: AdminCategoryCreateBodySchema,
        response: { 201: CategoryTreeAnswer, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createCategory(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a category in both languages (409 name_taken among its siblings)',
        params: IdParams,
        body: AdminCategoryRenameBodySchema,
        response: { 200: CategoryTreeAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await renameCategory(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.post(
    '/admin/categories/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move a category and its subtree under another parent (null: the root) and/or to a rank among its siblings; 409 category_cycle, category_too_deep, name_taken',
        params: IdParams,
        body: AdminCategoryMoveBodySchema,
        response: { 200: CategoryTreeAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await moveCategory(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category with no sub-category and no book (409 category_not_empty otherwise)',
        params: IdParams,
        response: { 200: CategoryTreeAnswer, ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteCategory(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  // --- Collaborators, collections, publishers: the same five calls each.
  for (const [name, { row, body, one, many }] of Object.entries(NAMED) as [NamedListName, (typeof NAMED)[NamedListName]][]) {
    app.get(
      `/admin/${name}`,
      {
        schema: {
          tags,
          security,
          summary: `${many}: one page, searched by name (any case, any accents), sorted, with their book counts`,
          querystring: NamedListQuery,
          response: { 200: Paged(row), ...errorResponses },
        },
      },
      async (request) => listNamed(app.db, request.shop.id, name, request.query),
    );

    app.post(
      `/admin/${name}`,
      {
        schema: { tags, security, summary: `Add a ${one} (409 name_taken, field name)`, body, response: { 201: Item(row), ...errorResponses } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createNamed(app.db, request.shop.id, signedInUser(request).id, name, request.body as NamedBodies[typeof name]) }),
    );

    app.put(
      `/admin/${name}/:id`,
      {
        schema: { tags, security, summary: `Change a ${one} (409 name_taken, field name)`, params: IdParams, body, response: { 200: Item(row), ...errorResponses } },
      },
      async (request) => ({
        data: await updateNamed(app.db, request.shop.id, signedInUser(request).id, name, request.params.id, request.body as NamedBodies[typeof name]),
      }),
    );

    app.delete(
      `/admin/${name}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Delete a ${one} no book references (409 in_use, saying how many books, otherwise)`,
          params: IdParams,
          response: { 200: DeletedAnswer, ...errorResponses },
        },
      },
      async (request) => ({ data: await deleteNamed(app.db, request.shop.id, signedInUser(request).id, name, request.params.id) }),
    );
  }

  // --- Events.
  app.get(
    '/admin/events',
    {
      schema: {
        tags,
        security,
        summary: 'Events, upcoming or past (all without `when`), searched in titles and place, latest first by default, with their books',
        querystring: EventListQuery,
        response: { 200: Paged(AdminEventRowSchema), ...errorResponses },
      },
    },
    async (request) => listAdminEvents(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/events/book-lookup',
    {
      schema: {
        tags,
        security,
        summary: 'Books an event may present: by ISBN/EAN or words of the title or author, unpublished ones flagged (20 at most)',
        querystring: BookLookupQuery,
        response: { 200: List(AdminBookRefSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await lookupBooks(app.db, request.shop.id, request.query.q) }),
  );

  app.post(
    '/admin/events',
    {
      schema: {
        tags,
        security,
        summary: 'Add an event and its books (404 field book_ids for a book the shop does not have)',
        body: AdminEventBodySchema,
        response: { 201: Item(AdminEventRowSchema), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createAdminEvent(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an event; `book_ids`, when given, replaces its books',
        params: IdParams,
        body: AdminEventBodySchema,
        response: { 200: Item(AdminEventRowSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateAdminEvent(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/events/:id',
    { schema: { tags, security, summary: 'Delete an event', params: IdParams, response: { 200: DeletedAnswer, ...errorResponses } } },
    async (request) => ({ data: await deleteAdminEvent(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  // --- Home hero slides (GET /website-sections?section_id=home-hero shows them to shoppers).
  app.get(
    '/admin/hero-slides',
    { schema: { tags, security, summary: 'The home hero slides in their order', response: { 200: List(AdminHeroSlideRowSchema), ...errorResponses } } },
    async (request) => ({ data: await listHeroSlides(app.db, request.shop.id) }),
  );

  app.post(
    '/admin/hero-slides',
    {
      schema: { tags, security, summary: 'Add a slide after the others', body: AdminHeroSlideBodySchema, response: { 201: Item(AdminHeroSlideRowSchema), ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send({ data: await createHeroSlide(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/hero-slides/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a slide',
        params: IdParams,
        body: AdminHeroSlideBodySchema,
        response: { 200: Item(AdminHeroSlideRowSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateHeroSlide(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.post(
    '/admin/hero-slides/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move a slide one place up or down (at the edge it stays); answers the new order',
        params: IdParams,
        body: AdminHeroSlideMoveBodySchema,
        response: { 200: List(AdminHeroSlideRowSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await moveHeroSlide(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/hero-slides/:id',
    { schema: { tags, security, summary: 'Delete a slide', params: IdParams, response: { 200: DeletedAnswer, ...errorResponses } } },
    async (request) => ({ data: await deleteHeroSlide(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );
};

export default adminContentRoutes;
