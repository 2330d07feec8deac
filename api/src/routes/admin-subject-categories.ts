import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../plugins/auth';
import { errorResponses, Item } from '../schemas/common';
import { AdminSubjectCategoriesSchema, SubjectCategoryBody, SubjectCategoryParams } from '../schemas/subject-categories';
import { applyDefaultSubjectCategories, deleteSubjectCategory, setSubjectCategory, subjectCategories } from '../services/subject-categories';

const security = [{ bearer: [] }];
const tags = ['admin'];
const response = { 200: Item(AdminSubjectCategoriesSchema), ...errorResponses };

/**
 * The records' CLIL and Thema subjects on the shop's categories (page "Sujets ONIX"): the mapping, the codes it does
 * not reach, and its changes, each answering the whole state again. Admins only: 401 anonymous, 403 customer.
 */
const adminSubjectCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/subject-categories',
    { schema: { tags, security, summary: 'The subject mapping, the unmapped codes of the most books, and whether books are being filed', response } },
    async (request) => ({ data: await subjectCategories(app.db, request.shop.id) }),
  );

  app.put(
    '/admin/subject-categories/:scheme/:code',
    {
      schema: {
        tags,
        security,
        summary: 'Map a CLIL or Thema code to a category (the books are filed again within seconds)',
        description: '400 (field code) for a code that is not one of the scheme\'s; 400 (field category_id) for a category the shop does not have.',
        params: SubjectCategoryParams,
        body: SubjectCategoryBody,
        response,
      },
    },
    async (request) => ({
      data: await setSubjectCategory(app.db, request.shop.id, signedInUser(request).id, { ...request.params, categoryId: request.body.category_id }),
    }),
  );

  app.delete(
    '/admin/subject-categories/:scheme/:code',
    { schema: { tags, security, summary: "Remove a code's mapping (404 when it has none)", params: SubjectCategoryParams, response } },
    async (request) => ({ data: await deleteSubjectCategory(app.db, request.shop.id, signedInUser(request).id, request.params) }),
  );

  app.post(
    '/admin/subject-categories/defaults',
    { schema: { tags, security, summary: "Add the default mappings whose category the shop's tree has (staff's own stay)", response } },
    async (request) => {
      await applyDefaultSubjectCategories(app.db, request.shop.id, signedInUser(request).id);
      return { data: await subjectCategories(app.db, request.shop.id) };
    },
  );
};

export default adminSubjectCategoryRoutes;
