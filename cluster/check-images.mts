/**
 * Check 3: a cover uploaded through the first API node's admin call lands in the images bucket (not in PostgreSQL,
 * and not readable there without credentials), and the last API node, asked directly, serves it resized
 * (`?w=320&f=webp`: 200, image/webp, 320 pixels wide as `sharp` reads it).
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { Cluster } from './cluster.mts';
import { SHOP_API, adminSignIn, json, request } from './http.mts';
import type { Report } from './report.mts';
import { IMAGES_BUCKET, S3_CREDENTIALS } from './s3.mts';

const WIDTH = 320;

/** A published book with room for one more image (10 at most). */
async function bookWithRoom(cluster: Cluster): Promise<number> {
  const { rows } = await cluster.db.query<{ id: number }>(
    `select a.id from articles a join shops s on s.id = a.shop_id
      where s.slug = 'lumiere' and a.published and (select count(*) from article_images i where i.article_id = a.id) < 10
      order by a.id limit 1`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the shop has no published book with room for another image');
  return id;
}

export async function coverResizedAcrossNodes(cluster: Cluster, report: Report): Promise<void> {
  const first = cluster.apis[0];
  const last = cluster.apis.at(-1);
  if (!first || !last) throw new Error('the cluster has no API node');
  const bookId = await bookWithRoom(cluster);
  const token = await adminSignIn(cluster.balancer);
  // A portrait cover larger than every variant, so the 320 px one is a real resize.
  const cover = await sharp({ create: { width: 900, height: 1350, channels: 3, background: '#2a5599' } }).png().toBuffer();
  const uploaded = await request(`${first.origin}${SHOP_API}/admin/articles/${bookId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: cover,
  });
  if (uploaded.status !== 201) throw new Error(`the cover's upload through ${first.name} answered ${uploaded.status}: ${uploaded.body.slice(0, 300)}`);
  const images = json<{ data: { images: Array<{ link: string }> } }>(uploaded, 'the upload').data.images;
  const link = (images.at(-1)?.link ?? '').split('?')[0] as string;
  const fileId = Number(link.split('/').pop());
  if (!link.startsWith('/img/') || !Number.isInteger(fileId)) throw new Error(`the upload answered no image link of its own (${link || 'none'})`);

  // In the bucket, whole, and only there.
  const { rows } = await cluster.db.query<{ object_key: string | null; in_database: boolean }>(
    'select object_key, bytes is not null as in_database from article_image_files where id = $1',
    [fileId],
  );
  const row = rows[0];
  if (!row?.object_key) report.miss(`the uploaded cover (file ${fileId}) has no key in the bucket${row?.in_database ? ': it was kept in PostgreSQL' : ''}`);
  else {
    // As the release commands do (scripts/release-store.mjs): the SDK's notice about its releases of 2027 and Node 22
    // says nothing this run can act on.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const s3 = new S3Client({
      endpoint: cluster.s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    });
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: IMAGES_BUCKET, Key: row.object_key })).catch((error: unknown) => error as Error);
      if (head instanceof Error) report.miss(`the cover's object ${IMAGES_BUCKET}/${row.object_key} cannot be read from the bucket: ${head.name} ${head.message}`);
      else if (head.ContentLength !== cover.length) report.miss(`the cover's object ${IMAGES_BUCKET}/${row.object_key} holds ${head.ContentLength} bytes, the upload ${cover.length}`);
    } finally {
      s3.destroy();
    }
    const anonymous = await request(`${cluster.s3.endpoint}/${IMAGES_BUCKET}/${row.object_key}`);
    if (anonymous.status !== 403) report.miss(`the cover's object is readable without credentials (${anonymous.status}): the images bucket must stay private`);
    if (row.in_database) report.miss(`the uploaded cover (file ${fileId}) is in PostgreSQL too`);
    report.measure('object', `${IMAGES_BUCKET}/${row.object_key} (${cover.length} bytes)`);
  }

  const variant = await request(`${last.origin}${link}?w=${WIDTH}&f=webp`);
  if (variant.status !== 200) throw new Error(`${last.name} answered ${link}?w=${WIDTH}&f=webp with ${variant.status}: ${variant.body.slice(0, 200)}`);
  if (variant.headers['content-type'] !== 'image/webp') report.miss(`${last.name} served ${link}?w=${WIDTH}&f=webp as ${variant.headers['content-type']}, not image/webp`);
  const meta = await sharp(variant.bytes).metadata();
  if (meta.format !== 'webp' || meta.width !== WIDTH) report.miss(`${last.name} served ${link}?w=${WIDTH}&f=webp as ${meta.format} ${meta.width}×${meta.height}, not webp ${WIDTH} px wide`);
  report.measure('variant', `uploaded through ${first.name}, served by ${last.name}: ${meta.format} ${meta.width}×${meta.height}, ${variant.bytes.length} bytes`);
}
