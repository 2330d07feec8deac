import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../lib/errors';
import { coverSvg, heroSvg } from '../lib/svg';
import { findBookImageFile } from '../services/admin-books';
import { findAvatar, findCoverText, findHeroColors } from '../services/images';
import { errorResponses, Id } from '../schemas/common';

const SVG = 'image/svg+xml; charset=utf-8';
// Artwork changes only when a title or a slide's colours change: a day of caching spares the database.
const CACHE = 'public, max-age=86400';

/** Generated covers and hero artwork, outside `/api/gmp` so plain `<img src>` works through the proxy. */
const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/img/covers/:articleId(^\\d+).svg',
    {
      schema: {
        tags: ['images'],
        summary: 'Generated SVG cover of a book',
        params: Type.Object({ articleId: Id }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const cover = await findCoverText(app.db, request.params.articleId);
      if (!cover) throw notFound('Article not found.');
      return reply.type(SVG).header('cache-control', CACHE).send(coverSvg(cover));
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
        summary: 'An image staff uploaded for a book (article_images.link); an id never changes content, so it is cached for good',
        params: Type.Object({ id: Id }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await findBookImageFile(app.db, request.params.id);
      if (!image) throw notFound('Image not found.');
      return reply
        .type(image.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
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
      const avatar = await findAvatar(app.db, request.params.image);
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

