import { UPLOAD_IMAGE_HEAD_BYTES, uploadImageType, type UploadImageType } from '@bookshop/contracts';

/** The first bytes of a file (FileReader: read everywhere, where `Blob.arrayBuffer` is not). */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, UPLOAD_IMAGE_HEAD_BYTES));
  });
}

/**
 * The image format a file really is, read from its first bytes as the server reads them (PNG, JPEG or WebP), or
 * null: a renamed text file declares image/png too. An unreadable file is no image.
 */
export async function uploadFileType(file: Blob): Promise<UploadImageType | null> {
  return uploadImageType(await readHead(file).catch(() => new Uint8Array()));
}
