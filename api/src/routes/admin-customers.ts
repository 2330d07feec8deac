import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../plugins/auth';
import {
  AdminContactMessageSchema,
  AdminCustomerDetailSchema,
  AdminCustomerListQuery,
  AdminCustomerSchema,
  AdminMessageListQuery,
  AdminNewsletterExportQuery,
  AdminNewsletterListQuery,
  AdminNewsletterSubscriberSchema,
  AdminReviewListQuery,
  AdminReviewSchema,
  AuditLogEntrySchema,
  AuditLogListQuery,
  DisableCustomerBodySchema,
} from '../schemas/admin-customers';
import { errorResponses, IdParams, Item, List, Paged } from '../schemas/common';
import { getCustomer, listCustomers, setCustomerDisabled } from '../services/admin-customers';
import { getMessage, listMessages, setMessageHandled } from '../services/admin-messages';
import { deleteSubscriber, exportSubscribersCsv, listSubscribers } from '../services/admin-newsletter';
import { listAdminReviews, setReviewHidden } from '../services/admin-reviews';
import { listAuditEntities, listAuditLog } from '../services/audit';

const security = [{ bearer: [] }];

/** The shop's people, for staff: customers, newsletter subscribers, contact messages, reviews, and the audit log (admins only: 401 anonymous, 403 customer). */
const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'The shop\'s accounts (customers and admins), paged; search by name or email, sort by name, email, sign-up date or order count',
        security,
        querystring: AdminCustomerListQuery,
        response: { 200: Paged(AdminCustomerSchema), ...errorResponses },
      },
    },
    async (request) => listCustomers(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A customer: identity, address book, latest orders, returns and reviews (404 for an unknown id or another shop\'s)',
        security,
        params: IdParams,
        response: { 200: Item(AdminCustomerDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getCustomer(app.db, request.shop.id, request.params.id) }),
  );

  app.post(
    '/admin/customers/:id/disable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable an account, with a reason: it can no longer sign in (403 account_disabled) and its sessions end now; 409 cannot_disable_admin',
        security,
        params: IdParams,
        body: DisableCustomerBodySchema,
        response: { 200: Item(AdminCustomerDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setCustomerDisabled(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body.reason) }),
  );

  app.post(
    '/admin/customers/:id/enable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enable a disabled account again: it can sign in (its old sessions stay ended)',
        security,
        params: IdParams,
        response: { 200: Item(AdminCustomerDetailSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setCustomerDisabled(app.db, request.shop.id, signedInUser(request).id, request.params.id, null) }),
  );

  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, paged; search by email, sort by subscription date or email',
        security,
        querystring: AdminNewsletterListQuery,
        response: { 200: Paged(AdminNewsletterSubscriberSchema), ...errorResponses },
      },
    },
    async (request) => listSubscribers(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/newsletter/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers as a CSV download (UTF-8, header row email,subscribed_at), optionally those matching q',
        description: 'A cell starting with =, +, -, @, a tab or a carriage return is prefixed with a single quote so no spreadsheet runs it as a formula.',
        security,
        querystring: AdminNewsletterExportQuery,
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv; charset=utf-8' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const csv = await exportSubscribersCsv(app.db, request.shop.id, request.query.q);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-${request.shop.slug}-${day}.csv"`)
        // A list of people's emails: never kept by a shared cache.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );

  app.delete(
    '/admin/newsletter/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Unsubscribe one email (404 for an unknown id or another shop\'s)',
        security,
        params: IdParams,
        response: { 200: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => ({ data: await deleteSubscriber(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, paged: unhandled ones first; search by sender, email, subject or text; filter by status',
        security,
        querystring: AdminMessageListQuery,
        response: { 200: Paged(AdminContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => listMessages(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One contact message (404 for an unknown id or another shop\'s)',
        security,
        params: IdParams,
        response: { 200: Item(AdminContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getMessage(app.db, request.shop.id, request.params.id) }),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled',
        security,
        params: IdParams,
        response: { 200: Item(AdminContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setMessageHandled(app.db, request.shop.id, signedInUser(request).id, request.params.id, true) }),
  );

  app.post(
    '/admin/contact-messages/:id/unhandled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a contact message back among those waiting for an answer',
        security,
        params: IdParams,
        response: { 200: Item(AdminContactMessageSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setMessageHandled(app.db, request.shop.id, signedInUser(request).id, request.params.id, false) }),
  );

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reviews for moderation, paged; search by book title, comment or customer; filter by visibility and rating',
        security,
        querystring: AdminReviewListQuery,
        response: { 200: Paged(AdminReviewSchema), ...errorResponses },
      },
    },
    async (request) => listAdminReviews(app.db, request.shop.id, request.query),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a review: off the book page and out of the book\'s average rating',
        security,
        params: IdParams,
        response: { 200: Item(AdminReviewSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setReviewHidden(app.db, request.shop.id, signedInUser(request).id, request.params.id, true) }),
  );

  app.post(
    '/admin/reviews/:id/show',
    {
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden review again (it counts in the average rating again)',
        security,
        params: IdParams,
        response: { 200: Item(AdminReviewSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await setReviewHidden(app.db, request.shop.id, signedInUser(request).id, request.params.id, false) }),
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'What admins changed, newest first, paged; filter by kind of record (entity), record (entity_id) and admin email',
        security,
        querystring: AuditLogListQuery,
        response: { 200: Paged(AuditLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => listAuditLog(app.db, request.shop.id, request.query),
  );

  app.get(
    '/admin/audit-log/entities',
    {
      schema: {
        tags: ['admin'],
        summary: 'The kinds of record the audit log holds, for its filter',
        security,
        response: { 200: List(Type.String()), ...errorResponses },
      },
    },
    async (request) => ({ data: await listAuditEntities(app.db, request.shop.id) }),
  );
};

export default adminCustomerRoutes;
