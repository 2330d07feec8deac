-- Coupon codes: staff create them, the checkout takes one per order, the server prices it inside the order's
-- transaction. Coupons are not public catalogue content: no catalogue-version trigger (013/015) on these tables.

create table coupons (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- Kept in upper case, so the unique key makes codes unique per shop whatever case they are typed in.
  code text not null check (code ~ '^[A-Z0-9_-]{3,32}$'),
  kind text not null check (kind in ('percent', 'amount')),
  -- A percent (1 to 100) or an amount in euro cents, by kind.
  value integer not null check ((kind = 'percent' and value between 1 and 100) or (kind = 'amount' and value between 1 and 1000000)),
  starts_at timestamptz,
  ends_at timestamptz check (ends_at is null or starts_at is null or ends_at > starts_at),
  -- Null: no limit.
  max_uses integer check (max_uses > 0),
  max_uses_per_customer integer check (max_uses_per_customer > 0),
  -- The books' total (after their own discounts) a cart needs for the code to apply.
  min_basket_cents integer not null default 0 check (min_basket_cents between 0 and 100000000),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, code)
);
create index coupons_shop_created_idx on coupons (shop_id, created_at desc, id desc);

-- One use of a coupon: the order it priced. The limits count these rows, only for orders that are not cancelled, so an
-- order cancelled by staff or expired unpaid gives its use back. A customer is their account, and a guest their
-- normalised email (see services/coupons.ts customerEmailKey): both are kept, and a limit counts either.
create table coupon_redemptions (
  id integer generated always as identity primary key,
  coupon_id integer not null references coupons (id) on delete restrict,
  order_id integer not null unique references orders (id) on delete cascade,
  user_id integer references users (id) on delete set null,
  email_key text not null,
  created_at timestamptz not null default now()
);
create index coupon_redemptions_coupon_idx on coupon_redemptions (coupon_id);
create index coupon_redemptions_email_idx on coupon_redemptions (coupon_id, email_key);
create index coupon_redemptions_user_idx on coupon_redemptions (coupon_id, user_id) where user_id is not null;

-- What a coupon took off an order, as it was priced: the code as it was then, the books' part (capped by French book
-- law at 5 % of each book's public price, all discounts together) and the delivery's part. The total is what was paid.
alter table orders add column coupon_code text;
alter table orders add column coupon_books_cents integer not null default 0 check (coupon_books_cents >= 0);
alter table orders add column coupon_delivery_cents integer not null default 0;
alter table orders add constraint orders_coupon_delivery_check check (coupon_delivery_cents between 0 and delivery_cents);
-- 005 named this check orders_check (PostgreSQL's name for a check over several columns).
alter table orders drop constraint orders_check;
alter table orders add constraint orders_total_check
  check (total_cents = items_cents + delivery_cents - coupon_books_cents - coupon_delivery_cents);

-- Each book's share of the coupon's books part, so a returned book is refunded what was paid for it.
alter table order_lines add column coupon_cents integer not null default 0;
alter table order_lines add constraint order_lines_coupon_check check (coupon_cents between 0 and line_total_cents);
