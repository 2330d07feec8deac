import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../plugins/auth';
import { AdminEditionLinkSchema, AdminEditionSchema } from '../schemas/admin-books';
import { errorResponses, IdParams } from '../schemas/common';
import { linkEdition, listEditions, unlinkEdition } from '../services/editions';

const admin = [{ bearer: [] }];
const tags = ['admin'];
const Editions = Type.Object({ data: Type.Array(AdminEditionSchema) });

/** A book's other editions (the same work in the other language), for staff: list, link, unlink (admins only). */
const adminEditionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/articles/:id/editions',
    {
      schema: {
        tags,
        summary: 'The other editions of a book\'s work, published or not, by language (empty for a book in no work)',
        security: admin,
        params: IdParams,
        response: { 200: Editions, ...errorResponses },
      },
    },
    async (request) => ({ data: await listEditions(app.db, request.shop.id, request.params.id) }),
  );

  app.post(
    '/admin/articles/:id/editions',
    {
      schema: {
        tags,
        summary: 'Link another book as an edition of the same work (its text in the other language)',
        description:
          'Both books join a new work when neither is in one; otherwise the one in no work joins the other\'s. ' +
          'Answers the book\'s other editions. Field article_id: 400 edition_same_book (the book itself), 409 ' +
          'edition_same_language (the work already has an edition in that book\'s language), 409 edition_other_work ' +
          '(each book is in a work of its own: unlink one first), 404 (no such book in this shop).',
        security: admin,
        params: IdParams,
        body: AdminEditionLinkSchema,
        response: { 200: Editions, ...errorResponses },
      },
    },
    async (request) => ({
      data: await linkEdition(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body.article_id),
    }),
  );

  app.delete(
    '/admin/articles/:id/editions',
    {
      schema: {
        tags,
        summary: 'Take a book out of its work: it and the other editions no longer lead to each other',
        description: 'A work left with a single edition goes. Answers the book\'s other editions: none.',
        security: admin,
        params: IdParams,
        response: { 200: Editions, ...errorResponses },
      },
    },
    async (request) => ({ data: await unlinkEdition(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );
};

export default adminEditionRoutes;
