-- Gift cards (issue 46; the rules in shared/contracts/src/gift-cards.ts): a code and a balance in euro cents, valid a
-- year. A card pays all or part of an order (orders.gift_card_cents, out of total_cents: a payment, not a discount);
-- each payment and each amount given back (a cancelled or refunded order) is a row of gift_card_uses, written in the
-- same transaction as the balance under the card's row lock, so two orders can never spend one balance twice.
create table gift_cards (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- 20 characters of a 32-letter alphabet (100 bits), written in five groups of four.
  code text not null unique check (code ~ '^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}$'),
  initial_cents integer not null check (initial_cents between 100 and 30000),
  balance_cents integer not null check (balance_cents between 0 and initial_cents),
  -- The account the card belongs to (its buyer, or whoever it was given to); null for a card sent to an address.
  user_id integer references users (id) on delete set null,
  expires_on date not null,
  cancelled_at timestamptz,
  cancel_reason text check (length(cancel_reason) <= 2000),
  created_at timestamptz not null default now(),
  unique (shop_id, id)
);
create index gift_cards_user_idx on gift_cards (user_id, created_at desc) where user_id is not null;

create table gift_card_uses (
  id integer generated always as identity primary key,
  gift_card_id integer not null references gift_cards (id) on delete cascade,
  order_id integer references orders (id) on delete set null,
  -- Positive: paid with the card; negative: given back to it.
  amount_cents integer not null check (amount_cents <> 0),
  created_at timestamptz not null default now()
);
create index gift_card_uses_card_idx on gift_card_uses (gift_card_id, id);
create index gift_card_uses_order_idx on gift_card_uses (order_id) where order_id is not null;

alter table orders add column gift_card_id integer references gift_cards (id);
alter table orders add column gift_card_cents integer not null default 0;
alter table orders add constraint orders_gift_card_cents_check check (gift_card_cents between 0 and total_cents and (gift_card_cents = 0 or gift_card_id is not null));

-- An order a gift card paid whole has no other means of payment.
alter table orders drop constraint orders_payment_method_check;
alter table orders add constraint orders_payment_method_check check (payment_method in ('bank_transfer', 'paypal', 'card', 'gift_card'));
