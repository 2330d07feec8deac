import { Type } from 'typebox';

const Scheme = Type.Union([Type.Literal('clil'), Type.Literal('thema')]);

/** One mapping (the contract's AdminSubjectCategory). */
const AdminSubjectCategorySchema = Type.Object({
  scheme: Scheme,
  code: Type.String(),
  category_id: Type.Integer(),
  category_path_fr: Type.Array(Type.String()),
  category_path_en: Type.Array(Type.String()),
});

/** The mapping and the codes it does not reach (the contract's AdminSubjectCategories). */
export const AdminSubjectCategoriesSchema = Type.Object({
  mappings: Type.Array(AdminSubjectCategorySchema),
  unmapped: Type.Array(Type.Object({ scheme: Scheme, code: Type.String(), book_count: Type.Integer() })),
  unmapped_total: Type.Integer(),
  filing: Type.Boolean(),
});

/** /admin/subject-categories/{scheme}/{code}: the code is checked by the service (400 field code), in any case. */
export const SubjectCategoryParams = Type.Object({ scheme: Scheme, code: Type.String({ minLength: 1, maxLength: 40 }) });

export const SubjectCategoryBody = Type.Object({ category_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
