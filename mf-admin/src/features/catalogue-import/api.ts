/** The server calls of the page "Import ONIX". */
import type { AdminCatalogueImport, AdminCatalogueImportIssue, ItemAnswer, ListAnswer, PagedAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

export const fetchCatalogueImports = async (): Promise<AdminCatalogueImport[]> =>
  (await api().get<ListAnswer<AdminCatalogueImport>>('/admin/catalogue-imports')).data.data;

export const fetchCatalogueImportIssues = async (id: number, page: number): Promise<PagedAnswer<AdminCatalogueImportIssue>> =>
  (await api().get<PagedAnswer<AdminCatalogueImportIssue>>(`/admin/catalogue-imports/${id}/issues`, { params: { page } })).data;

/** The type an ONIX file is sent as: what the browser says when it says XML or gzip, else by its name. */
function uploadType(file: File): string {
  if (['application/xml', 'text/xml', 'application/gzip', 'application/x-gzip'].includes(file.type)) return file.type;
  if (/\.(gz|gzip)$/i.test(file.name)) return 'application/gzip';
  if (/\.(xml|onix)$/i.test(file.name)) return 'application/xml';
  return 'application/octet-stream';
}

/**
 * Sends the file itself (the server keeps it as it arrives and queues its import); `onProgress` gets the share sent,
 * 0 to 1. No time limit: a large file over a slow line takes what it takes.
 */
export async function uploadCatalogueFile(file: File, onProgress: (sent: number) => void): Promise<AdminCatalogueImport> {
  const { data } = await api().post<ItemAnswer<AdminCatalogueImport>>('/admin/catalogue-imports', file, {
    params: { name: file.name },
    headers: { 'Content-Type': uploadType(file) },
    timeout: 0,
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return data.data;
}
