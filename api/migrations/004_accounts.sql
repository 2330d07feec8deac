-- Accounts: email verification, password reset, the mail outbox, sign-in throttling, profile details, addresses.

-- Null until the customer follows the link mailed at sign-up (or a reset link: that proves the mailbox too).
alter table users add column email_verified_at timestamptz;
alter table users add column phone text check (phone is null or (phone ~ '^\+?[0-9 .()-]{6,25}$'));
-- The demo and admin accounts of earlier seeds were created by the shop itself.
update users set email_verified_at = created_at;

-- Single-use links mailed to a user. Only the sha256 of the token is kept, as for sessions.
create table user_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
-- "How many reset links in the last hour" and "retire the older links" both read a user's tokens by purpose.
create index user_tokens_user_idx on user_tokens (user_id, purpose, created_at);

-- Mail is written here in the transaction of the change that causes it, then sent by the API's mailer (SMTP, or
-- files in a local folder): a mail is never sent for a change that rolled back, nor lost when sending fails.
create table mail_outbox (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  to_address text not null check (to_address like '%_@_%'),
  subject text not null check (subject <> ''),
  body_text text not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text
);
create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where sent_at is null;

-- Failed sign-ins by email (known or not, so a lock tells nothing about which accounts exist), whatever the
-- client's address: after 5 failures within 15 minutes the email is locked for 15 minutes.
create table login_failures (
  shop_id integer not null references shops (id) on delete cascade,
  email text not null,
  failures integer not null check (failures > 0),
  first_failed_at timestamptz not null,
  locked_until timestamptz,
  primary key (shop_id, email)
);

create table addresses (
  id integer generated always as identity primary key,
  shop_id integer not null,
  user_id integer not null,
  title text not null check (title <> '' and length(title) <= 60),
  first_name text not null check (first_name <> '' and length(first_name) <= 100),
  last_name text not null check (last_name <> '' and length(last_name) <= 100),
  phone text not null check (phone ~ '^\+?[0-9 .()-]{6,25}$'),
  address text not null check (address <> '' and length(address) <= 200),
  address_extra text not null default '' check (length(address_extra) <= 200),
  city text not null check (city <> '' and length(city) <= 100),
  postal_code text not null check (postal_code ~ '^[A-Za-z0-9 -]{2,12}$'),
  country_code text not null check (country_code ~ '^[A-Z]{2}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, id),
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade,
  foreign key (shop_id, country_code) references countries (shop_id, code)
);
create index addresses_user_idx on addresses (user_id, id);
-- At most one default address per user, enforced by the database.
create unique index addresses_default_idx on addresses (user_id) where is_default;
