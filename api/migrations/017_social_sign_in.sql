-- Social sign-in (Google): the shop's public client id, the provider accounts linked to users, the single-use nonces
-- the API hands out for the provider's ID tokens, and accounts without a password (created by a provider sign-in).

-- Null: social sign-in is off and the storefront loads no provider script. An admin sets it (company settings).
alter table company_settings add column google_client_id text
  check (google_client_id is null or (google_client_id ~ '^[A-Za-z0-9._-]+$' and length(google_client_id) <= 200));

-- An account created by a provider sign-in has no password until its owner sets one through password recovery.
-- Password sign-in refuses such an account exactly as a wrong password.
alter table users alter column password_hash drop not null;

-- A provider account linked to a user: the provider's subject (its stable user id, never the email, which can
-- change hands) identifies it; the email is the one the provider vouched for when it was linked, for display.
create table user_identities (
  id integer generated always as identity primary key,
  shop_id integer not null,
  user_id integer not null,
  provider text not null check (provider in ('google')),
  subject text not null check (subject <> '' and length(subject) <= 255),
  email text not null check (email = lower(email) and email like '%_@_%'),
  linked_at timestamptz not null default now(),
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade,
  -- One provider account signs in to one user of a shop; a user links at most one account of each provider.
  unique (shop_id, provider, subject),
  unique (user_id, provider)
);

-- Nonces given to the browser before a provider sign-in; the ID token must carry one, unused and unexpired, so a
-- token stolen or replayed from elsewhere is refused. Only the sha256 is kept; a use deletes the row.
create table sign_in_nonces (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  nonce_hash text not null unique check (nonce_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
-- Each new nonce sweeps the expired ones.
create index sign_in_nonces_expiry_idx on sign_in_nonces (expires_at);
