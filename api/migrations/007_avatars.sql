-- Profile pictures, served at /img/{users.image}. Kept in the database (not on a disk of one API instance) so every
-- instance serves them; at most 1 MB each, and only PNG, JPEG or WebP, checked by their content.
create table user_images (
  name text primary key check (name ~ '^avatar-[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$'),
  user_id integer not null references users (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 1048576),
  created_at timestamptz not null default now()
);
create index user_images_user_idx on user_images (user_id);
