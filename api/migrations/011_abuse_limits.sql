-- Defences against abuse (SECURITY.md): shared attempt counters, idempotency keys bound to their requester and
-- body, and unpaid orders that give their books back.

-- One counter per bucket (what is limited) and key (a digest of who: client address, account, or both). Every API
-- instance on this database counts in the same rows; src/services/throttle.ts counts atomically.
create table rate_limit_counters (
  bucket text not null,
  key text not null,
  hits integer not null check (hits >= 0),
  window_ends_at timestamptz not null,
  primary key (bucket, key)
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_ends_at);

-- Replaced by rate_limit_counters (sign-ins counted before the password is checked; lookups per real client).
drop table login_failures;
drop table order_lookup_failures;

-- An idempotency key answers its order only to the requester who made it (the account, or for a guest the order's
-- email) and for the same body; anyone else gets 422 idempotency_key_reused.
alter table orders add column idempotency_scope text;
alter table orders add column idempotency_fingerprint text;
update orders set idempotency_scope = coalesce('user:' || user_id::text, 'guest:' || email);
alter table orders alter column idempotency_scope set not null;
-- The demo orders' keys were fixed words of the source code: make them unguessable.
update orders set idempotency_key = 'seed-' || md5(random()::text || id::text) where idempotency_key like 'seed-demo-%';

-- An unpaid order holds its books until it expires (30 minutes for an online payment, 7 days for a bank transfer by
-- default); the expiry job cancels it, puts the books back once and mails the customer.
alter table orders add column expires_at timestamptz;
alter table orders add column expired_at timestamptz;
update orders set expires_at = created_at + case when payment_method = 'bank_transfer' then interval '7 days' else interval '30 minutes' end
where status = 'pending_payment';
create index orders_unpaid_expiry_idx on orders (expires_at) where status = 'pending_payment';
create index orders_unpaid_email_idx on orders (shop_id, email) where status = 'pending_payment';

-- Secrets the API instances share (made by the first instance that needs one, from Node's random generator): the
-- key that signs staff's preview links to images of unpublished books.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
