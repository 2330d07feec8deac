-- Online payments: PayPal (Orders v2, captured by the server) and card (the provider's payment intents, confirmed
-- and checked by the server). Only public keys live here; the secrets come from the API's environment.

-- The storefront initialises online payment only when both public keys are set; empty means not set.
alter table company_settings add column paypal_client_id text not null default '' check (length(paypal_client_id) <= 200);
alter table company_settings add column card_public_key text not null default '' check (length(card_public_key) <= 200);

-- One attempt to pay an order through a provider: the provider's order or intent, the amount asked (in the payment
-- currency's cents) and what the provider last said. An order may have several attempts (a declined card, then
-- PayPal); at most one of them ends completed.
create table payments (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  provider text not null check (provider in ('paypal', 'card')),
  -- PayPal order id or card payment intent id.
  provider_ref text not null check (length(provider_ref) between 1 and 100),
  currency text not null check (currency in ('USD')),
  amount_cents integer not null check (amount_cents > 0),
  -- Sent as PayPal-Request-Id / Idempotency-Key: a repeated call after a lost answer is the same call.
  request_id text not null unique,
  -- A customer asked to keep the card: its reference is saved when the payment succeeds.
  save_card boolean not null default false,
  status text not null default 'created' check (status in ('created', 'pending', 'completed', 'failed')),
  -- The provider's own words for the last failure (declined, amount mismatch…), for the shop's staff.
  failure text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, provider_ref)
);
create index payments_order_idx on payments (order_id);
create unique index payments_one_completed_idx on payments (order_id) where status = 'completed';

-- A customer's saved card, as the provider's reference only (never a card number): reused at the next checkout.
create table payment_references (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  provider text not null check (provider in ('card')),
  provider_ref text not null check (length(provider_ref) between 1 and 100),
  -- What the customer recognises: brand, last four digits and expiry, as the provider reported them.
  label text not null check (length(label) between 1 and 100),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  unique (user_id, provider, provider_ref)
);
create unique index payment_references_one_default_idx on payment_references (user_id) where is_default;

-- The card provider's customer of a shop customer (saved cards are attached to it); null until a card is saved.
alter table users add column card_customer_ref text check (length(card_customer_ref) between 1 and 100);
