-- Orders: checkout with the catalogue's prices, stock taken atomically, one order per idempotency key.

-- How an order reaches the customer. Prices in cents including tax; from free_from_cents of books the delivery
-- costs free_price_cents instead (French law forbids free delivery of books: at least 0.01 EUR).
create table delivery_methods (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  code text not null check (code ~ '^[a-z_]{2,30}$'),
  name_fr text not null,
  name_en text not null,
  description_fr text not null default '',
  description_en text not null default '',
  price_cents integer not null check (price_cents >= 0),
  free_from_cents integer check (free_from_cents > 0),
  free_price_cents integer not null default 1 check (free_price_cents >= 0),
  -- A pickup at the shop needs no delivery address.
  needs_address boolean not null default true,
  position integer not null default 0,
  active boolean not null default true,
  unique (shop_id, code)
);

-- The offline payment (bank transfer) can be switched off by the shop; on by default. The bank details are what
-- the customer needs to pay (account holder, IBAN, BIC), shown after checkout and in the confirmation mail.
alter table company_settings add column offline_payment boolean not null default true;
alter table company_settings add column bank_transfer_details text not null default '';

create table orders (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- What the customer sees: random, so order numbers tell nothing about others and cannot be guessed.
  number text not null unique check (number ~ '^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$'),
  user_id integer references users (id) on delete set null,
  email text not null check (email = lower(email) and email like '%_@_%'),
  language text not null check (language in ('fr', 'eng')),
  -- The currency shown to the customer, and the dollar rate then; amounts are kept in euro cents.
  currency text not null check (currency in ('eur', 'usd')),
  usd_rate numeric(12, 6) check (usd_rate > 0),
  status text not null default 'pending_payment'
    check (status in ('pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'refunded')),
  payment_method text not null check (payment_method in ('bank_transfer', 'paypal', 'card')),
  delivery_method text not null,
  items_cents integer not null check (items_cents >= 0),
  delivery_cents integer not null check (delivery_cents >= 0),
  total_cents integer not null check (total_cents = items_cents + delivery_cents),
  ship_first_name text not null default '',
  ship_last_name text not null default '',
  ship_phone text not null default '',
  ship_address text not null default '',
  ship_address_extra text not null default '',
  ship_city text not null default '',
  ship_postal_code text not null default '',
  ship_country text not null default '',
  -- Sent by the client with each checkout: a second submit with the same key answers the first order.
  idempotency_key text not null check (length(idempotency_key) between 8 and 100),
  -- Set once when a cancelled or refunded order has put its books back in stock, so it never happens twice.
  restocked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, idempotency_key)
);
create index orders_user_idx on orders (user_id, created_at desc);

-- The books as they were sold: title, price and discount are copied, later catalogue changes do not alter an order.
create table order_lines (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  article_id integer not null references articles (id),
  title text not null,
  author text not null default '',
  ean text not null,
  unit_price_ttc_cents integer not null check (unit_price_ttc_cents >= 0),
  discount_percent smallint not null check (discount_percent between 0 and 100),
  unit_final_cents integer not null check (unit_final_cents >= 0),
  quantity integer not null check (quantity between 1 and 99),
  line_total_cents integer not null check (line_total_cents = unit_final_cents * quantity),
  unique (order_id, article_id)
);
create index order_lines_article_idx on order_lines (article_id);

-- Each status the order went through, with its time: the customer's timeline.
create table order_events (
  id integer generated always as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  status text not null,
  created_at timestamptz not null default now()
);
create index order_events_order_idx on order_events (order_id, id);

-- The default delivery methods of a shop: for the shops that exist now, and called by the seed for new ones.
create function add_default_delivery_methods(shop integer) returns void
language sql
as $$
  insert into delivery_methods (shop_id, code, name_fr, name_en, description_fr, description_en, price_cents, free_from_cents, needs_address, position)
  select shop, m.code, m.name_fr, m.name_en, m.description_fr, m.description_en, m.price_cents, m.free_from_cents, m.needs_address, m.position
  from (values
    ('home', 'Livraison à domicile', 'Home delivery', 'Colissimo, 2 à 4 jours ouvrés.', 'Colissimo, 2 to 4 working days.', 499, 3500, true, 1),
    ('relay', 'Point relais', 'Pick-up point', 'Dans le point relais de votre choix, 3 à 5 jours ouvrés.', 'At the pick-up point of your choice, 3 to 5 working days.', 300, 3500, true, 2),
    ('shop_pickup', 'Retrait en librairie', 'Collect at the bookshop', 'Prêt sous 24 heures au 3 rue des Accords, 75009 Paris.', 'Ready within 24 hours at 3 rue des Accords, 75009 Paris.', 0, null, false, 3)
  ) as m(code, name_fr, name_en, description_fr, description_en, price_cents, free_from_cents, needs_address, position)
  on conflict (shop_id, code) do nothing
$$;

select add_default_delivery_methods(id) from shops;

-- Failed visitor order lookups (/track-order) per client address: 10 within 15 minutes block that client for the
-- rest of the window, so order numbers cannot be tried one after another.
create table order_lookup_failures (
  shop_id integer not null references shops (id) on delete cascade,
  client text not null,
  failures integer not null check (failures > 0),
  first_failed_at timestamptz not null,
  primary key (shop_id, client)
);
