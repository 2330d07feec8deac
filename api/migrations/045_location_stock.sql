-- Stock per location and collection at a chosen shop (issue 46; contracts in shared/contracts/src/collection.ts).
--
-- One location per shop ships the online orders: its copies are articles.stock, the stock every existing rule reads
-- (delivery orders, pre-orders, unpaid holds, returns, imports, the book form). Each existing shop's first location
-- (its only one since 043) is that location, so today's stock stays where it is. The other locations (a second
-- bookshop) keep their own copies in location_stock; an order collected there draws on them.
-- Added true, then false for every location but the first of its shop: a shop of one location (all of them before
-- staff add others) is not updated, so its catalogue version (043's triggers) does not move for nothing.
alter table shop_locations add column ships_online boolean not null default true;
update shop_locations l set ships_online = false
where l.id <> (select f.id from shop_locations f where f.shop_id = l.shop_id order by f.position, f.id limit 1);
alter table shop_locations alter column ships_online set default false;
create unique index shop_locations_online_idx on shop_locations (shop_id) where ships_online;

-- The copies of a book at a location that does not ship online (the online location's are articles.stock).
create table location_stock (
  location_id integer not null references shop_locations (id) on delete cascade,
  article_id integer not null references articles (id) on delete cascade,
  copies integer not null check (copies >= 0),
  primary key (location_id, article_id)
);
-- "Where is this book": a book's rows at every location.
create index location_stock_article_idx on location_stock (article_id);

-- An order collected at a location: where, the code the customer shows (given when it is ready), when it became
-- ready and until when the shop keeps it (PICKUP_HOLD_DAYS after), when it went back on the shelves uncollected.
alter table orders
  add column pickup_location_id integer references shop_locations (id),
  add column pickup_code text,
  add column pickup_ready_at timestamptz,
  add column pickup_hold_until timestamptz;
-- The collections kept past their day, for the job that puts them back on the shelves.
create index orders_pickup_hold_idx on orders (pickup_hold_until) where status = 'shipped' and pickup_hold_until is not null;

-- The collections ordered before: at the shop's own location, whose stock they took.
update orders o set pickup_location_id = l.id
from shop_locations l, delivery_methods m
where l.shop_id = o.shop_id and l.ships_online and m.shop_id = o.shop_id and m.code = o.delivery_method and not m.needs_address;

-- The collection's text named one address; the shopper now chooses the bookshop (a text staff changed stays).
update delivery_methods set description_fr = 'Dans la librairie de votre choix, prêt au délai de la librairie.',
  description_en = 'At the bookshop of your choice, ready within its delay.'
where code = 'shop_pickup' and description_fr = 'Prêt sous 24 heures au 3 rue des Accords, 75009 Paris.';
create or replace function add_default_delivery_methods(shop integer) returns void
language sql
as $$
  insert into delivery_methods (shop_id, code, name_fr, name_en, description_fr, description_en, price_cents, free_from_cents, needs_address, position)
  select shop, m.code, m.name_fr, m.name_en, m.description_fr, m.description_en, m.price_cents, m.free_from_cents, m.needs_address, m.position
  from (values
    ('home', 'Livraison à domicile', 'Home delivery', 'Colissimo, 2 à 4 jours ouvrés.', 'Colissimo, 2 to 4 working days.', 499, 3500, true, 1),
    ('relay', 'Point relais', 'Pick-up point', 'Dans le point relais de votre choix, 3 à 5 jours ouvrés.', 'At the pick-up point of your choice, 3 to 5 working days.', 300, 3500, true, 2),
    ('shop_pickup', 'Retrait en librairie', 'Collect at the bookshop', 'Dans la librairie de votre choix, prêt au délai de la librairie.', 'At the bookshop of your choice, ready within its delay.', 0, null, false, 3)
  ) as m(code, name_fr, name_en, description_fr, description_en, price_cents, free_from_cents, needs_address, position)
  on conflict (shop_id, code) do nothing
$$;
