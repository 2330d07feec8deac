import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * An S3-compatible bucket (AWS S3, MinIO, s3rver…) as the API uses it: whole objects by key, always written without an
 * ACL, so every object stays as private as the bucket is. Public images reach browsers through the API (and a CDN in
 * front of it), never as public objects: an unpublished book's cover or a return photo must not have a URL that works
 * without the API's checks.
 */
export interface ObjectStorage {
  readonly bucket: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes and type, or null when there is no such key. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** The object's size in bytes, or null when there is no such key. */
  size(key: string): Promise<number | null>;
  /**
   * Deletes the object `key` and those named after it, `<key>.<anything>` (an image and its variants); not other keys
   * that merely start the same (`books/file-1` leaves `books/file-10`).
   */
  deleteWithDerived(key: string): Promise<void>;
}

/** A bucket name as S3 allows it (3-63 lowercase letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The images' bucket from the environment, or null when `IMAGES_BUCKET` is not set (images stay in PostgreSQL, the
 * embedded default). `S3_ENDPOINT` points at a non-AWS server, `S3_REGION` defaults to us-east-1,
 * `S3_FORCE_PATH_STYLE=true` for MinIO and s3rver (bucket in the path, not the host name). Credentials come the SDK's
 * usual way (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). Bad values stop the start with
 * the setting's name.
 */
export function objectStorageFromEnv(env: NodeJS.ProcessEnv = process.env): ObjectStorage | null {
  const bucket = (env.IMAGES_BUCKET ?? '').trim();
  if (bucket === '') return null;
  if (!BUCKET_NAME.test(bucket)) throw new Error(`IMAGES_BUCKET must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens), not "${bucket}".`);
  const endpoint = (env.S3_ENDPOINT ?? '').trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, not "${endpoint}".`);
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? 'false').trim();
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${pathStyle}".`);
  const client = new S3Client({
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'true',
    // Checksums only where S3 requires them: the SDK's newer default (a CRC trailer on every upload) is refused or
    // mangled by several S3-compatible servers, and each upload here is verified by its size or bytes anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Storage(client, bucket);
}

/** Whether the SDK's error says the key does not exist (the error's class differs between GET and HEAD). */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === 'NoSuchKey';
}

export function s3Storage(client: S3Client, bucket: string): ObjectStorage {
  return {
    bucket,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return answer.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async deleteWithDerived(key) {
      // A handful of variants per image: one page of the listing (up to 1,000 keys) holds them all.
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${key}.` }));
      const keys = [key, ...(listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))];
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    },
  };
}
