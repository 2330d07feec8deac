-- One optional photo per return request (a torn cover, a wrong edition), sent by the customer while the return is
-- still requested. Kept in the database like avatars (007) so every API instance serves it, but never public: only
-- the return's owner and the shop's admins may read it. At most 1 MB, and only PNG, JPEG or WebP: the API reads the
-- format from the bytes, and the check below refuses bytes that do not start the way their declared type does.
create table return_photos (
  return_id integer primary key references return_requests (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
  created_at timestamptz not null default now(),
  constraint return_photos_content check (
    (content_type = 'image/png' and substring(bytes from 1 for 8) = decode('89504e470d0a1a0a', 'hex'))
    or (content_type = 'image/jpeg' and substring(bytes from 1 for 3) = decode('ffd8ff', 'hex'))
    or (content_type = 'image/webp' and substring(bytes from 1 for 4) = decode('52494646', 'hex') and substring(bytes from 9 for 4) = decode('57454250', 'hex'))
  )
);
