import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LINE_QUANTITY_MAX } from '@bookshop/contracts';
import { assertSelf, signedInUser } from '../plugins/auth';
import { ServerCartEntrySchema } from '../schemas/entities';
import { EcomTypeQuery, errorResponses, Id, IdParams, Item, List } from '../schemas/common';
import { addToCart, clearCart, deleteCartLine, listCart, setCartQuantity } from '../services/cart';

/** The copies asked, as an order line takes them; what a line then holds is clamped to the stock, adding included. */
const Quantity = Type.Integer({ minimum: 1, maximum: LINE_QUANTITY_MAX });
const CartLineAnswer = Item(Type.Object({ id: Type.Integer(), quantity: Type.Integer() }));
const CartIdParams = Type.Object({ cart_id: Id });

/** The signed-in user's server cart; another user's cart is 403, another user's line is 404. */
const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/users/:id/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Cart lines with their articles (removed: the article left the catalogue)',
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: EcomTypeQuery,
        response: { 200: List(ServerCartEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      assertSelf(user, request.params.id);
      return { data: await listCart(app.db, request.shop.id, user.id, user.language) };
    },
  );

  app.post(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: `Add to the cart (adds to an existing line; clamped to the stock and to ${LINE_QUANTITY_MAX} copies; 409 out of stock)`,
        security: [{ bearer: [] }],
        querystring: EcomTypeQuery,
        body: Type.Object({ user_id: Id, article_id: Id, quantity: Quantity }),
        response: { 200: CartLineAnswer, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(signedInUser(request), request.body.user_id);
      const { user_id: userId, article_id: articleId, quantity } = request.body;
      return { data: await addToCart(app.db, request.shop.id, userId, articleId, quantity) };
    },
  );

  app.put(
    '/cart/:cart_id',
    {
      schema: {
        tags: ['cart'],
        summary: `Set a line's quantity (1 to ${LINE_QUANTITY_MAX}, clamped to the stock)`,
        security: [{ bearer: [] }],
        params: CartIdParams,
        body: Type.Object({ quantity: Quantity }),
        response: { 200: CartLineAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await setCartQuantity(
        app.db,
        request.shop.id,
        signedInUser(request).id,
        request.params.cart_id,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    '/cart/:cart_id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        security: [{ bearer: [] }],
        params: CartIdParams,
        response: { 200: Item(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: await deleteCartLine(app.db, request.shop.id, signedInUser(request).id, request.params.cart_id),
    }),
  );

  app.delete(
    '/users/:id/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: Item(Type.Object({ deleted: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(signedInUser(request), request.params.id);
      return { data: await clearCart(app.db, request.shop.id, request.params.id) };
    },
  );
};

export default cartRoutes;
