-- Images may live in an S3-compatible bucket (IMAGES_BUCKET): the row then keeps the image's type and the object's key,
-- and its bytes are null. Exactly one of the two holds the image; `npm run images:move` turns the first kind into the
-- second, verifying each object before it clears the bytes. The earlier size and content checks pass on null bytes.
alter table article_image_files alter column bytes drop not null, add column object_key text unique,
  add constraint article_image_files_stored check ((bytes is null) <> (object_key is null));
alter table user_images alter column bytes drop not null, add column object_key text unique,
  add constraint user_images_stored check ((bytes is null) <> (object_key is null));
alter table return_photos alter column bytes drop not null, add column object_key text unique,
  add constraint return_photos_stored check ((bytes is null) <> (object_key is null));

-- Resized variants of a book's image held in the database (no bucket), made on their first request: any API node
-- serves them without a local disk. With a bucket, variants are objects beside the image's (`<key>.<width>.<format>`).
create table article_image_variants (
  file_id integer not null references article_image_files (id) on delete cascade,
  width integer not null check (width between 16 and 4096),
  format text not null check (format in ('avif', 'webp')),
  bytes bytea not null,
  primary key (file_id, width, format)
);
