/** The server calls of the page "Sujets ONIX". */
import type { AdminSubjectCategories, ItemAnswer, SubjectMappingScheme } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

const path = (scheme: SubjectMappingScheme, code: string) => `/admin/subject-categories/${scheme}/${encodeURIComponent(code)}`;

export const fetchSubjectCategories = async (): Promise<AdminSubjectCategories> =>
  (await api().get<ItemAnswer<AdminSubjectCategories>>('/admin/subject-categories')).data.data;

export const mapSubject = async (scheme: SubjectMappingScheme, code: string, categoryId: number): Promise<AdminSubjectCategories> =>
  (await api().put<ItemAnswer<AdminSubjectCategories>>(path(scheme, code), { category_id: categoryId })).data.data;

export const unmapSubject = async (scheme: SubjectMappingScheme, code: string): Promise<AdminSubjectCategories> =>
  (await api().delete<ItemAnswer<AdminSubjectCategories>>(path(scheme, code))).data.data;

export const addDefaultSubjectMappings = async (): Promise<AdminSubjectCategories> =>
  (await api().post<ItemAnswer<AdminSubjectCategories>>('/admin/subject-categories/defaults')).data.data;
