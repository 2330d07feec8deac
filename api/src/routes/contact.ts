import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ContactMessageBodySchema } from '../schemas/entities';
import { errorResponses, Item } from '../schemas/common';
import { saveContactMessage } from '../services/contact';

/** preValidation hook: trims the body's texts, so the schema's lengths are those of the trimmed texts. */
async function trimBody(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') body[key] = value.trim();
}

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact',
    {
      onRequest: app.perClientLimit('contactPerClient'),
      preValidation: trimBody,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (429 too_many_messages after 5 from one email in 10 minutes, too_many_requests past CONTACT_LIMIT from one client)',
        description:
          'Texts are trimmed before they are checked: name 1-120 characters, subject 1-200, message 10-5000, email ' +
          'a valid address. A refused body is a 400 naming the field.',
        body: ContactMessageBodySchema,
        response: { 201: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await saveContactMessage(app.db, request.shop.id, app.limits.contactPerEmail, request.body) }),
  );
};

export default contactRoutes;
