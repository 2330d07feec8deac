/**
 * The trade's subjects on the shop's categories (page "Sujets ONIX", /admin-panel/catalogue-subjects): the CLIL and
 * Thema codes of the ONIX records file books under the categories staff map them to.
 *
 * A CLIL code (the French trade's classification, four digits) maps by itself. A Thema code maps by its longest mapped
 * beginning: Thema is hierarchical by its letters (FFD is under FF, under F), its qualifiers (1 to 6) likewise, so
 * mapping F files every fiction code staff did not map more precisely.
 */

/** The two classifications a mapping names; Thema's qualifier schemes (ONIX 94 to 99) map as Thema. */
export type SubjectMappingScheme = 'clil' | 'thema';

export const SUBJECT_MAPPING_SCHEMES: readonly SubjectMappingScheme[] = ['clil', 'thema'];

/** How many unmapped codes the page lists, those of the most books first. */
export const UNMAPPED_SUBJECTS_LISTED = 100;

/** How often the page asks again while the books are being filed after a change. */
export const SUBJECT_FILING_POLL_MS = 2000;

/**
 * Why a code is not one of the scheme's, or null when it is: CLIL codes are four digits; Thema codes are letters and
 * digits (qualifiers may carry a national extension: 1DDF-FR-A), 20 at most. Codes are compared in capitals.
 */
export function subjectCodeProblem(scheme: SubjectMappingScheme, code: string): 'clil_code' | 'thema_code' | null {
  if (scheme === 'clil') return /^[0-9]{4}$/.test(code) ? null : 'clil_code';
  return /^[A-Z0-9][A-Z0-9-]{0,19}$/.test(code) ? null : 'thema_code';
}

/** One mapping, with its category's path from the top (names in both languages). */
export interface AdminSubjectCategory {
  scheme: SubjectMappingScheme;
  code: string;
  category_id: number;
  category_path_fr: string[];
  category_path_en: string[];
}

/** A code some records give that no mapping reaches, with how many of the shop's books carry it. */
export interface AdminUnmappedSubject {
  scheme: SubjectMappingScheme;
  code: string;
  book_count: number;
}

/** What GET /admin/subject-categories answers, and every change to the mapping. */
export interface AdminSubjectCategories {
  /** By scheme, then code. */
  mappings: AdminSubjectCategory[];
  /** The unmapped codes of the most books (UNMAPPED_SUBJECTS_LISTED at most), and how many there are in all. */
  unmapped: AdminUnmappedSubject[];
  unmapped_total: number;
  /** True while the jobs runner files the books again after a change (a few seconds; minutes at a million books). */
  filing: boolean;
}

/** PUT /admin/subject-categories/{scheme}/{code}: the category the code files books under. */
export interface AdminSubjectCategoryBody {
  category_id: number;
}
