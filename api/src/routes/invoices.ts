import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { renderInvoicePdf } from '../lib/invoice-pdf';
import { signedInUser } from '../plugins/auth';
import { errorResponses, List, OrderNumberParams } from '../schemas/common';
import { DocumentParams, InvoiceDocumentSchema, PdfSchema, TrackedDocumentParams, TrackedOrderBody } from '../schemas/invoices';
import { customerOrderId, listOrderDocuments, loadOrderDocument, shopOrderId } from '../services/invoices';
import { trackedOrderId } from '../services/order-lookup';
import type { Db } from '../db/db';

/**
 * An order's invoice and credit notes, listed and downloaded as PDF by the order's customer (bearer), by a visitor
 * who names the order by its number and email (as /orders/track), and by staff. Anyone else gets 404, never 403:
 * whether an order exists is nobody else's business. An erased customer's documents still name them (kept as issued,
 * by law): staff only download those, the erasure having cut the order from its account and its email.
 */

async function sendPdf(db: Db, reply: FastifyReply, orderId: number, number: string) {
  const document = await loadOrderDocument(db, orderId, number);
  const pdf = await renderInvoicePdf(document);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
    // A buyer's name and address: never kept by a shared cache.
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

const customerInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:number/invoices',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The invoice and credit notes of one of the customer\'s orders, in order of issue (404 for anyone else\'s)',
        security: [{ bearer: [] }],
        params: OrderNumberParams,
        response: { 200: List(InvoiceDocumentSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listOrderDocuments(app.db, await customerOrderId(app.db, request.shop.id, signedInUser(request).id, request.params.number)),
    }),
  );

  app.get(
    '/orders/:number/invoices/:invoice',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The PDF of one of the customer\'s invoices or credit notes (404 for anyone else\'s)',
        security: [{ bearer: [] }],
        params: DocumentParams,
        response: { 200: PdfSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendPdf(app.db, reply, await customerOrderId(app.db, request.shop.id, signedInUser(request).id, request.params.number), request.params.invoice),
  );

  app.post(
    '/orders/track/invoices',
    {
      schema: {
        tags: ['orders'],
        summary: 'A visitor lists the invoice and credit notes of an order by its number and email (404 when they do not match; counted as a lookup, ORDER_LOOKUP_LIMIT)',
        body: TrackedOrderBody,
        response: { 200: List(InvoiceDocumentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { number, email } = request.body;
      const orderId = await trackedOrderId(app.db, request.shop.id, app.limits.orderLookupsPerClient, request.client, number, email);
      return { data: await listOrderDocuments(app.db, orderId) };
    },
  );

  app.post(
    '/orders/track/invoices/:invoice',
    {
      schema: {
        tags: ['orders'],
        summary: 'A visitor downloads the PDF of an invoice or credit note of an order named by its number and email (counted as a lookup)',
        body: TrackedOrderBody,
        params: TrackedDocumentParams,
        response: { 200: PdfSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { number, email } = request.body;
      const orderId = await trackedOrderId(app.db, request.shop.id, app.limits.orderLookupsPerClient, request.client, number, email);
      return sendPdf(app.db, reply, orderId, request.params.invoice);
    },
  );
};

/** Staff: every order's documents (admins only, like every /admin call). */
const adminInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/orders/:number/invoices',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invoice and credit notes of an order, in order of issue',
        security: [{ bearer: [] }],
        params: OrderNumberParams,
        response: { 200: List(InvoiceDocumentSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listOrderDocuments(app.db, await shopOrderId(app.db, request.shop.id, request.params.number)) }),
  );

  app.get(
    '/admin/orders/:number/invoices/:invoice',
    {
      schema: {
        tags: ['admin'],
        summary: 'The PDF of an order\'s invoice or credit note',
        security: [{ bearer: [] }],
        params: DocumentParams,
        response: { 200: PdfSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(app.db, reply, await shopOrderId(app.db, request.shop.id, request.params.number), request.params.invoice),
  );
};

const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(customerInvoiceRoutes);
  await app.register(adminInvoiceRoutes);
};

export default invoiceRoutes;
