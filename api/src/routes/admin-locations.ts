import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../plugins/auth';
import { errorResponses, Id, IdParams, Item, List } from '../schemas/common';
import { AdminLocationInputSchema, AdminLocationSchema, LocationCopiesSchema } from '../schemas/entities';
import { adminLocationCopies, setLocationCopies } from '../services/location-stock';
import { createLocation, deleteLocation, listAdminLocations, updateLocation } from '../services/locations';

const security = [{ bearer: [] }];
const tags = ['admin'];
const FIELD_ERRORS =
  '400 validation_error names its field: name (empty or over 80 characters), address, opening_hours_fr, opening_hours_en ' +
  '(over 200 characters), pickup_delay_hours (not 0 to 720). 409 name_taken (field name) when another location has the name.';

/** The shop's locations (page "Librairies"): list, create, edit, delete. Admins only: 401 anonymous, 403 customer. */
const adminLocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/locations',
    { schema: { tags, security, summary: "The shop's locations with the picks signed at each, in the order staff gave them", response: { 200: List(AdminLocationSchema), ...errorResponses } } },
    async (request) => ({ data: await listAdminLocations(app.db, request.shop.id) }),
  );

  app.post(
    '/admin/locations',
    { schema: { tags, security, summary: 'Add a location after the others', description: FIELD_ERRORS, body: AdminLocationInputSchema, response: { 201: Item(AdminLocationSchema), ...errorResponses } } },
    async (request, reply) => reply.status(201).send({ data: await createLocation(app.db, request.shop.id, signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/locations/:id',
    {
      schema: { tags, security, summary: 'Edit a location', description: FIELD_ERRORS, params: IdParams, body: AdminLocationInputSchema, response: { 200: Item(AdminLocationSchema), ...errorResponses } },
    },
    async (request) => ({ data: await updateLocation(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/locations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a location',
        description:
          '409 in_use while picks are signed there, orders were collected there or it keeps copies; 409 ships_online for the ' +
          'location of the online stock; 409 last_location for the shop\'s only one.',
        params: IdParams,
        response: { 200: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      await deleteLocation(app.db, request.shop.id, signedInUser(request).id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/admin/articles/:id/location-stock',
    {
      schema: {
        tags,
        security,
        summary: "A book's copies at each of the shop's locations (the online location's are its stock)",
        params: IdParams,
        response: { 200: List(LocationCopiesSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await adminLocationCopies(app.db, request.shop.id, request.params.id) }),
  );

  app.put(
    '/admin/articles/:id/location-stock/:locationId',
    {
      schema: {
        tags,
        security,
        summary: 'Set the copies of a book at a location that does not ship online (audited)',
        description:
          '400 on copies (not a whole number from 0 to 1,000,000); 400 on location_id for the location that ships online (its ' +
          "copies are the book's stock, set with the book); 404 for an unknown book or location. Answers every location's copies.",
        params: Type.Object({ id: Id, locationId: Id }),
        body: Type.Object({ copies: Type.Number() }, { additionalProperties: false }),
        response: { 200: List(LocationCopiesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await setLocationCopies(app.db, request.shop.id, signedInUser(request).id, request.params.id, request.params.locationId, request.body.copies),
    }),
  );
};

export default adminLocationRoutes;
