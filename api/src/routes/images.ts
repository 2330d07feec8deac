import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound } from '../lib/errors';
import { VARIANT_FORMATS, VARIANT_TYPES } from '../lib/image-variants';
import { coverSvg, heroSvg } from '../lib/svg';
import { bookImageLink, findBookImageFile, readBookImageFile } from '../services/admin-books';
import { isPreviewSignature } from '../services/image-preview';
import { bookImageVariant, coverLink, findAvatar, findCoverText, findHeroColors } from '../services/images';
import { errorResponses, Id } from '../schemas/common';

const SVG = 'image/svg+xml; charset=utf-8';
// Artwork changes only when a title or a slide's colours change: a day of caching spares the database.
const CACHE = 'public, max-age=86400';
// An unpublished book's images are for staff only, through a signed link: never kept by a shared cache.
const PRIVATE = 'private, no-store';

const PreviewQuery = Type.Object({ v: Type.Optional(Type.String()), preview: Type.Optional(Type.String({ maxLength: 64 })) });
const VariantQuery = Type.Object({
  v: Type.Optional(Type.String()),
  preview: Type.Optional(Type.String({ maxLength: 64 })),
  w: Type.Optional(Type.Integer({ minimum: 1, description: 'A resized variant this many pixels wide: one of 160, 320, 640 (BOOK_IMAGE_WIDTHS), with f.' })),
  f: Type.Optional(Type.Union(VARIANT_FORMATS.map((format) => Type.Literal(format)), { description: 'The variant\'s format, with w.' })),
});

/** Generated covers and hero artwork, outside `/api/gmp` so plain `<img src>` works through the proxy. */
const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/img/covers/:articleId(^\\d+).svg',
    {
      schema: {
        tags: ['images'],
        summary: 'Generated SVG cover of a book',
        description: 'An unpublished book\'s cover only with the preview signature of the admin\'s links (404 otherwise).',
        params: Type.Object({ articleId: Id }),
        querystring: PreviewQuery,
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const cover = await findCoverText(app.db, request.params.articleId);
      if (!cover || !(cover.published || (await isPreviewSignature(app.db, coverLink(cover.id), request.query.preview)))) {
        throw notFound('Article not found.');
      }
      return reply.type(SVG).header('cache-control', cover.published ? CACHE : PRIVATE).send(coverSvg(cover));
    },
  );

  app.get(
    '/img/hero/:n(^\\d+).svg',
    {
      schema: {
        tags: ['images'],
        summary: 'Generated SVG artwork of a hero slide',
        params: Type.Object({ n: Id }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const colors = await findHeroColors(app.db, request.params.n);
      if (!colors) throw notFound('Hero slide not found.');
      return reply.type(SVG).header('cache-control', CACHE).send(heroSvg(colors));
    },
  );

  app.get(
    '/img/books/:id(^\\d+)',
    {
      schema: {
        tags: ['images'],
        summary: 'An image staff uploaded for a book (article_images.link), or a resized variant; an id never changes content, so it is cached for good',
        description:
          'An unpublished book\'s image only with the preview signature of the admin\'s links (404 otherwise). With w and f, ' +
          'the image resized to w pixels wide (never enlarged) in AVIF or WebP, as the storefront\'s srcset asks: 400 on w for a ' +
          'width that is not one of BOOK_IMAGE_WIDTHS, 400 on the missing one of w and f.',
        params: Type.Object({ id: Id }),
        querystring: VariantQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { w: width, f: format } = request.query;
      // Only the listed widths: nobody makes the API resize to sizes of their choosing (each one is kept once made).
      if (width !== undefined && !app.images.widths.includes(width)) throw badRequest(`The width must be one of ${app.images.widths.join(', ')}.`, 'w');
      if ((width === undefined) !== (format === undefined)) throw badRequest('A variant needs both its width (w) and its format (f).', width === undefined ? 'w' : 'f');
      const image = await findBookImageFile(app.db, request.params.id);
      if (!image || !(image.published || (await isPreviewSignature(app.db, bookImageLink(request.params.id), request.query.preview)))) {
        throw notFound('Image not found.');
      }
      const bytes =
        width !== undefined && format !== undefined
          ? await bookImageVariant(app.db, app.images, image, width, format)
          : await readBookImageFile(app.db, app.images, image.id);
      if (!bytes) throw notFound('Image not found.');
      return reply
        .type(format ? VARIANT_TYPES[format] : image.content_type)
        // Streamed by the API after its checks, whatever the store: a published image's URL is a CDN's to keep for
        // good, an unpublished one's is never kept by a shared cache (and never a public object in the bucket).
        .header('cache-control', image.published ? 'public, max-age=31536000, immutable' : PRIVATE)
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.get(
    '/img/:image',
    {
      schema: {
        tags: ['images'],
        summary: 'A profile picture (users.image); a new upload gets a new name, so it can be cached for long',
        params: Type.Object({ image: Type.String({ pattern: '^avatar-[A-Za-z0-9_-]{16,64}\\.(png|jpg|webp)$' }) }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const avatar = await findAvatar(app.db, app.images, request.params.image);
      if (!avatar) throw notFound('Image not found.');
      return reply
        .type(avatar.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );
};

export default imageRoutes;

