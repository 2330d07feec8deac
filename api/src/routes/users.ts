import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADDRESS_BOOK_MAX, PASSWORD_MAX_LENGTH } from '@bookshop/contracts';
import { ApiError } from '../lib/errors';
import { assertSelf, signedInUser } from '../plugins/auth';
import { SignInMethodsSchema, UserInfoSchema } from '../schemas/entities';
import { CurrencySchema, errorResponses, Id, IdParams, Item, LanguageSchema, Name, Phone, PostalAddressFields, Text } from '../schemas/common';
import { createAddress, deleteAddress, makeDefaultAddress, updateAddress } from '../services/addresses';
import { AVATAR_MAX_BYTES, changePassword, getUserInfo, removeAvatar, setAvatar, updateProfile } from '../services/users';
import { listSignInMethods, unlinkIdentity } from '../services/social-sign-in';
import { deleteAccount, exportPersonalData } from '../services/personal-data';
import { LinkToken, NewPassword } from './auth';

/** An address of the address book: its own name ("Home") and the postal fields. */
const AddressBody = Type.Object(
  { title: Text(60), ...PostalAddressFields, is_default: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const AddressParams = Type.Object({ addressId: Id });

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Avatars arrive as the raw image; the declared type only lets them in, the content decides (see setAvatar).
  app.addContentTypeParser(['image/png', 'image/jpeg', 'image/webp'], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The bearer token\'s user',
        security: [{ bearer: [] }],
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUserInfo(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change the user\'s language, currency, names or phone (never email, role or verification)',
        security: [{ bearer: [] }],
        params: IdParams,
        body: Type.Object(
          {
            language: Type.Optional(LanguageSchema),
            currency: Type.Optional(CurrencySchema),
            first_name: Type.Optional(Name),
            last_name: Type.Optional(Name),
            phone: Type.Optional(Type.Union([Phone, Type.Null()])),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(signedInUser(request), request.params.id);
      return { data: await updateProfile(app.db, request.shop.id, request.params.id, request.body) };
    },
  );

  app.put(
    '/users/me/avatar',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Set the profile picture: the raw PNG, JPEG or WebP image as the body, 1 MB at most (served at /img/{image})',
        description: 'The format is read from the bytes: 400 unsupported_image otherwise; 413 above 1 MB; 415 for a non-image Content-Type.',
        security: [{ bearer: [] }],
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      // Only the image parsers above give a Buffer: JSON, text or a form is the wrong kind of body.
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the picture itself, as image/png, image/jpeg or image/webp.', 'image');
      }
      return { data: await setAvatar(app.db, app.images, request.shop.id, signedInUser(request).id, request.body) };
    },
  );

  app.delete(
    '/users/me/avatar',
    {
      onRequest: app.requireUser,
      schema: { tags: ['users'], summary: 'Remove the profile picture', security: [{ bearer: [] }], response: { 200: Item(UserInfoSchema), ...errorResponses } },
    },
    async (request) => ({ data: await removeAvatar(app.db, app.images, request.shop.id, signedInUser(request).id) }),
  );

  app.put(
    '/users/me/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change the password (400 wrong_password on current_password, each try counted as a sign-in: 429 too_many_attempts past LOGIN_LIMIT and LOGIN_CLIENT_LIMIT; 409 no_password for an account without one, which sets it through password recovery); ends the account\'s other sessions',
        security: [{ bearer: [] }],
        body: Type.Object(
          { current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }), new_password: NewPassword },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Object({ changed: Type.Literal(true) }) }), ...errorResponses },
      },
    },
    async (request) => {
      const { current_password: current, new_password: next } = request.body;
      await changePassword(app.db, request.shop, app.limits, request.client, signedInUser(request), current, next);
      return { data: { changed: true as const } };
    },
  );

  app.get(
    '/users/me/sign-in-methods',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether the account has a password, and the Google accounts linked to it',
        security: [{ bearer: [] }],
        response: { 200: Item(SignInMethodsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await listSignInMethods(app.db, request.shop.id, signedInUser(request).id) }),
  );

  app.delete(
    '/users/me/sign-in-methods/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Unlink a Google account; 409 password_required while the account has no password (it would have no way in left)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Item(SignInMethodsSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await unlinkIdentity(app.db, request.shop.id, signedInUser(request).id, request.params.id) }),
  );

  app.get(
    '/users/me/personal-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Download everything the shop holds about the account (GDPR), as a JSON file (PersonalDataExport)',
        description:
          'Profile, sign-in methods, addresses, saved cards (labels), orders with their lines, returns, reviews, wishlist, cart, ' +
          'newsletter, contact messages, back-in-stock requests and sessions (times only). Content-Disposition: attachment; never cached.',
        security: [{ bearer: [] }],
        response: { 200: Type.Unsafe<string>({ type: 'string', description: 'application/json: a PersonalDataExport' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, request.shop, signedInUser(request), app.limits.returnWindowDays);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.shop.slug}-personal-data-${data.exported_at.slice(0, 10)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    '/users/me/delete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Delete the account for good (GDPR), after proving it is one\'s own: its password, or a fresh Google sign-in for an account without one',
        description:
          'Orders stay for the accounts, their email, names, phone and address replaced by neutral values; everything else of the ' +
          'account goes (see SECURITY.md and the README). Saved cards are detached at the provider first (502 payment_unavailable, ' +
          'nothing changes). 400 wrong_password (field password, counted as a failed sign-in: 429 past LOGIN_LIMIT), 409 no_password ' +
          'for an account without one, 403 reauthentication_failed or the Google sign-in refusals as 403 (field credential), 403 ' +
          'staff_account for staff.',
        security: [{ bearer: [] }],
        body: Type.Union([
          Type.Object({ password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }) }, { additionalProperties: false }),
          Type.Object({ credential: Type.String({ minLength: 1, maxLength: 4096 }), nonce: LinkToken }, { additionalProperties: false }),
        ]),
        response: { 200: Type.Object({ data: Type.Object({ deleted: Type.Literal(true) }) }), ...errorResponses },
      },
    },
    async (request) => {
      await deleteAccount(
        app.db,
        request.shop,
        { payments: app.payments, verifyGoogleToken: app.verifyGoogleToken, limits: app.limits, client: request.client, images: app.images },
        signedInUser(request),
        request.body,
      );
      return { data: { deleted: true as const } };
    },
  );

  // The address book. Every call answers the whole user (addresses and defaultAdd), as the profile page shows it.
  const me = (request: Parameters<typeof signedInUser>[0]) => getUserInfo(app.db, request.shop.id, signedInUser(request).id);

  app.post(
    '/users/me/addresses',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: `Add an address (the first one becomes the default; at most ${ADDRESS_BOOK_MAX}, 409 too_many_addresses)`,
        security: [{ bearer: [] }],
        body: AddressBody,
        response: { 201: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      await createAddress(app.db, request.shop.id, signedInUser(request).id, request.body);
      return reply.status(201).send({ data: await me(request) });
    },
  );

  app.put(
    '/users/me/addresses/:addressId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Replace one of the user\'s addresses (404 for anyone else\'s)',
        security: [{ bearer: [] }],
        params: AddressParams,
        body: AddressBody,
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      await updateAddress(app.db, request.shop.id, signedInUser(request).id, request.params.addressId, request.body);
      return { data: await me(request) };
    },
  );

  app.put(
    '/users/me/addresses/:addressId/default',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Make one of the user\'s addresses the default',
        security: [{ bearer: [] }],
        params: AddressParams,
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      await makeDefaultAddress(app.db, signedInUser(request).id, request.params.addressId);
      return { data: await me(request) };
    },
  );

  app.delete(
    '/users/me/addresses/:addressId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Delete one of the user\'s addresses (the oldest remaining one becomes the default if needed)',
        security: [{ bearer: [] }],
        params: AddressParams,
        response: { 200: Item(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      await deleteAddress(app.db, signedInUser(request).id, request.params.addressId);
      return { data: await me(request) };
    },
  );
};

export default userRoutes;
