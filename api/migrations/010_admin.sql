-- The back office: what admins change is recorded, customers can be disabled, reviews moderated, returns decided
-- with a reason and refunded through the payment provider, and books carry uploaded images.

-- Every admin change: who, what, when, and the record before and after (null for a creation or a deletion).
create table audit_log (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- Kept when the admin's account goes: the email says who it was.
  user_id integer references users (id) on delete set null,
  user_email text not null,
  -- A verb and the kind of record: 'create', 'update', 'delete', 'status', 'refund', 'disable', 'enable', 'hide'…
  action text not null check (action ~ '^[a-z_]{2,30}$'),
  entity text not null check (entity ~ '^[a-z_]{2,40}$'),
  entity_id text not null default '',
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_shop_idx on audit_log (shop_id, created_at desc, id desc);
create index audit_log_entity_idx on audit_log (shop_id, entity, entity_id);

-- A disabled customer cannot sign in, and their sessions stop working at once.
alter table users add column disabled_at timestamptz;

-- A hidden review no longer shows on the book page nor counts in its average rating.
alter table reviews add column hidden_at timestamptz;

-- The shop's decision on a return: the reason given to the customer (required to reject), and the refund.
alter table return_requests add column decision_reason text not null default '' check (length(decision_reason) <= 2000);
alter table return_requests add column refund_cents integer check (refund_cents >= 0);
-- Each step keeps its note (the reason of an approval or rejection) and the staff member who took it.
alter table return_events add column note text not null default '';
alter table return_events add column user_id integer references users (id) on delete set null;

-- Money sent back through the provider that took it: one row per refund call, in the payment's currency.
create table payment_refunds (
  id integer generated always as identity primary key,
  payment_id integer not null references payments (id) on delete cascade,
  return_id integer references return_requests (id) on delete set null,
  provider_ref text not null check (length(provider_ref) between 1 and 100),
  amount_cents integer not null check (amount_cents > 0),
  -- Sent as PayPal-Request-Id / Idempotency-Key, so a repeated refund call is the same refund.
  request_id text not null unique,
  status text not null check (status in ('pending', 'completed', 'failed')),
  created_at timestamptz not null default now()
);
create index payment_refunds_payment_idx on payment_refunds (payment_id);

-- Images uploaded by staff for a book, served at /img/books/{id}; article_images.link points there. PNG, JPEG or
-- WebP read from the bytes (the same check as return photos), at most 2 MB.
create table article_image_files (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 2097152),
  created_at timestamptz not null default now(),
  constraint article_image_files_content check (
    (content_type = 'image/png' and substring(bytes from 1 for 8) = decode('89504e470d0a1a0a', 'hex'))
    or (content_type = 'image/jpeg' and substring(bytes from 1 for 3) = decode('ffd8ff', 'hex'))
    or (content_type = 'image/webp' and substring(bytes from 1 for 4) = decode('52494646', 'hex') and substring(bytes from 9 for 4) = decode('57454250', 'hex'))
  )
);
