import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../lib/errors';
import { optionalSessionUser } from '../plugins/auth';
import { errorResponses, Item } from '../schemas/common';
import { NewsletterAnswerSchema, NewsletterBodySchema, NewsletterConfirmAnswerSchema, NewsletterConfirmBodySchema } from '../schemas/stock-alerts';
import { confirmSubscription, subscribe } from '../services/newsletter';

const tags = ['newsletter'];

/** Newsletter sign-up, double opt-in: the form, then the mailed link's confirmation page. */
const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/newsletter',
    {
      onRequest: app.perClientLimit('newsletterPerClient'),
      schema: {
        tags,
        summary: 'Subscribe an email (202 {requested: true}, always; 429 too_many_requests past NEWSLETTER_LIMIT from one client)',
        description:
          'An address not confirmed yet is mailed a confirmation link (POST /newsletter/confirm), at most ' +
          'NEWSLETTER_MAIL_LIMIT an hour; with a bearer token of an account whose confirmed email is `email`, it is ' +
          'subscribed at once. The answer is the same for a new, a known, a confirmed or an unconfirmed email. ' +
          '`language`: the mail\'s (French by default).',
        body: NewsletterBodySchema,
        response: { 202: Item(NewsletterAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ecom_type: ecomType } = request.body;
      if (ecomType !== undefined && ecomType !== request.shop.slug) {
        throw badRequest('ecom_type does not name this shop.', 'ecom_type');
      }
      const user = await optionalSessionUser(app, request);
      await subscribe(app.db, request.shop, app.limits.newsletterMailsPerEmail, user, request.body);
      return reply.status(202).send({ data: { requested: true as const } });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a newsletter subscription with the token of its confirmation mail (single-use)',
        description:
          'Called by the confirmation page on a button press, never on load (mail scanners open links). 400 ' +
          'invalid_token (field `token`) for a used, replaced or unknown token.',
        body: NewsletterConfirmBodySchema,
        response: { 200: Item(NewsletterConfirmAnswerSchema), ...errorResponses },
      },
    },
    async (request) => {
      await confirmSubscription(app.db, request.shop.id, request.body.token);
      return { data: { confirmed: true as const } };
    },
  );
};

export default newsletterRoutes;
