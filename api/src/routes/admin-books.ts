import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ARTICLE_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@bookshop/contracts';
import { ApiError } from '../lib/errors';
import { signedInUser } from '../plugins/auth';
import {
  AdminArticleCreateSchema,
  AdminArticleImageOrderSchema,
  AdminArticleInputSchema,
  AdminArticleListQuery,
  AdminArticleSchema,
  AdminPreorderSchema,
} from '../schemas/admin-books';
import { errorResponses, Id, IdParams, Item, List, Paged } from '../schemas/common';
import {
  addArticleImage,
  createAdminArticle,
  getAdminArticle,
  listAdminArticles,
  removeArticleImage,
  reorderArticleImages,
  setArticlePublished,
  updateAdminArticle,
} from '../services/admin-books';
import { deletePick, getPick, setPick } from '../services/picks';
import { listPreorders } from '../services/preorders';
import { AdminPickInputSchema, ArticlePickSchema } from '../schemas/entities';

const admin = [{ bearer: [] }];
const tags = ['admin'];
const FIELD_ERRORS =
  '400 validation_error names its field: ean (not 13 digits with a valid check digit), price_ttc_cents (below ' +
  'price_ht_cents), author_id, translator_id, illustrator_id, collection_id, publisher_id, category_ids (not of ' +
  'this shop), published_on (not a real day), last_restocked_on (not a real day, or after today). 400 ' +
  'book_discount_law (field discount_percent) above 5 % on a book the loi Lang does not exempt (an edition over two ' +
  'years old, last restocked over six months ago); a save raising the stock is a restock dated today. 409 ean_taken ' +
  '(field ean) when another book of the shop has the EAN.';

/** Books of the catalogue, for staff: list with unpublished ones, create, edit, images, publish (admins only: 401 anonymous, 403 customer). */
const adminBookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  // Book images arrive as the raw image, like return photos: the declared type only lets them in, the bytes decide
  // (see addArticleImage). Scoped to these routes; the rest of the API keeps its small JSON bodies.
  app.addContentTypeParser([...UPLOAD_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: ARTICLE_IMAGE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/admin/articles',
    {
      schema: {
        tags,
        summary: 'The shop\'s books, published or not: searched, filtered, sorted and paged',
        description:
          'q finds words (or their starts) of the title or the author\'s name, the start of an EAN, or an ISBN-10/13 ' +
          'typed with hyphens. sort: updated (default, newest first), title, price (including tax), stock; dir ' +
          'turns it round. status: published or unpublished. availability: in_stock or out_of_stock (stock below 1).',
        security: admin,
        querystring: AdminArticleListQuery,
        response: { 200: Paged(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request) => listAdminArticles(app.db, request.shop.id, request.query, app.limits.listCountLimit),
  );

  app.get(
    '/admin/articles/:id',
    {
      schema: {
        tags,
        summary: 'One book of the shop, published or not, with every field staff can edit',
        security: admin,
        params: IdParams,
        response: { 200: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getAdminArticle(app.db, request.shop.id, request.params.id) }),
  );

  app.get(
    '/admin/articles/:id/preorders',
    {
      schema: {
        tags,
        summary: 'The orders waiting for copies of a forthcoming book (pre-orders), oldest first: the order its copies go to them',
        security: admin,
        params: IdParams,
        response: { 200: List(AdminPreorderSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listPreorders(app.db, request.shop.id, request.params.id) }),
  );

  app.post(
    '/admin/articles',
    {
      schema: {
        tags,
        summary: 'Create a book (a draft unless published is true), with the generated cover until an image is added',
        description: `The description keeps only safe formatting (bold, italic, paragraphs, line breaks, lists). ${FIELD_ERRORS}`,
        security: admin,
        body: AdminArticleCreateSchema,
        response: { 201: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAdminArticle(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/articles/:id',
    {
      schema: {
        tags,
        summary: 'Replace every field of a book (publication and images have their own calls)',
        description: `404 for no book of this shop. ${FIELD_ERRORS}`,
        security: admin,
        params: IdParams,
        body: AdminArticleInputSchema,
        response: { 200: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateAdminArticle(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body),
    }),
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/admin/articles/:id/${action}`,
      {
        schema: {
          tags,
          summary: published
            ? 'Put a book on sale: it shows in the storefront\'s lists, search and book page (published_at is set the first time)'
            : 'Withdraw a book: gone from the storefront\'s lists and search, its page answers 404; carts show it as removed',
          security: admin,
          params: IdParams,
          response: { 200: Item(AdminArticleSchema), ...errorResponses },
        },
      },
      async (request) => ({
        data: await setArticlePublished(app.db, request.shop.id, signedInUser(request).id, request.params.id, published),
      }),
    );
  }

  app.post(
    '/admin/articles/:id/images',
    {
      schema: {
        tags,
        summary: 'Add an image at the end of a book\'s images: the raw PNG, JPEG or WebP image as the body, 2 MB at most',
        description:
          'The first image replaces the generated cover. The format is read from the bytes, whatever the declared type ' +
          '(a PNG declared as image/jpeg is stored and served as image/png). 400 unsupported_image (field image) when ' +
          'the bytes are none of those formats, 413 above 2 MB, 415 for a non-image Content-Type, 409 too_many_images ' +
          'beyond 10. Served at the answer\'s link, /img/books/{id}.',
        security: admin,
        params: IdParams,
        response: { 201: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      // Only the image parser above gives a Buffer: JSON, text or a form is the wrong kind of body.
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the image itself, as image/png, image/jpeg or image/webp.', 'image');
      }
      const article = await addArticleImage(app.db, app.images, request.shop.id, signedInUser(request).id, request.params.id, request.body);
      return reply.status(201).send({ data: article });
    },
  );

  app.put(
    '/admin/articles/:id/images/order',
    {
      schema: {
        tags,
        summary: 'Put a book\'s images in a new order; the first is the cover',
        description: '400 (field image_ids) unless every image of the book is named once.',
        security: admin,
        params: IdParams,
        body: AdminArticleImageOrderSchema,
        response: { 200: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await reorderArticleImages(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body.image_ids),
    }),
  );

  app.get(
    '/admin/articles/:id/pick',
    {
      schema: {
        tags,
        summary: "A book's pick (\"coup de cœur\"), or null",
        security: admin,
        params: IdParams,
        response: { 200: Item(Type.Union([ArticlePickSchema, Type.Null()])), ...errorResponses },
      },
    },
    async (request) => ({ data: await getPick(app.db, request.shop.id, request.params.id) }),
  );

  app.put(
    '/admin/articles/:id/pick',
    {
      schema: {
        tags,
        summary: "Write a book's pick: a bookseller's note in French (English optional), signed with their name and shop",
        description:
          '400 validation_error names its field: bookseller (empty or over 80 characters), note_fr (empty, under 10 or ' +
          'over 1000 characters), note_en (under 10 or over 1000 characters; empty is none), picked_on (not a day, or ' +
          'a day to come), location_id (not a location of the shop). Answers the pick as shoppers see it.',
        security: admin,
        params: IdParams,
        body: AdminPickInputSchema,
        response: { 200: Item(ArticlePickSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setPick(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/articles/:id/pick',
    {
      schema: {
        tags,
        summary: "Remove a book's pick (404 when it has none); answers the book's pick again: null",
        security: admin,
        params: IdParams,
        response: { 200: Item(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      await deletePick(app.db, request.shop.id, signedInUser(request).id, request.params.id);
      return { data: null };
    },
  );

  app.delete(
    '/admin/articles/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove an image of a book; with none left, the generated cover comes back',
        security: admin,
        params: Type.Object({ id: Id, imageId: Id }),
        response: { 200: Item(AdminArticleSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await removeArticleImage(app.db, app.images, request.shop.id, signedInUser(request).id, request.params.id, request.params.imageId),
    }),
  );
};

export default adminBookRoutes;
