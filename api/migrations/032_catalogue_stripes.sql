-- Checkouts of different books no longer wait on each other.
--
-- Every order takes copies off its books, and every update of articles moved the shop's catalogue version (013, 023)
-- on its one `shops` row: each checkout held that row's lock from its stock update to its commit, so all checkouts of
-- a shop ran one after another, whatever the number of API nodes. The sales that leave a book in stock (the most
-- common change by far) do not change what lists hold (023): they now move one of 64 stripes of the catalogue version
-- instead, the stripe of the book (its id modulo 64). Two orders wait on each other only when they share a book (its
-- row) or a stripe, for the moment between the stripe's update and the commit.
--
-- The version as served (services/shops.ts, findShop) is the shops row's version xor the shop's stripes, read in one
-- statement. Each of them takes a random value at each change (015), so the xor takes a new random value whenever any
-- of them changes: it differs from every earlier one as the single value did, and, like it, becomes visible with the
-- commit of its change and never before (a row's new value is seen by the statements that begin after the commit).
-- Sequences or a "largest id" would break that rule: their values are taken before the commit and commits land out of
-- order, so a reader could file old content under a version that a later commit stands for.
--
-- The rows are updated in place (HOT: the version is in no index), so a shop's stripes stay on a page or two whatever
-- the number of sales, and reading them with the shop on every request is a short index scan.
create table catalogue_stripes (
  shop_id int not null references shops(id) on delete cascade,
  stripe smallint not null check (stripe >= 0 and stripe < 64),
  version bigint not null,
  primary key (shop_id, stripe)
) with (fillfactor = 50);

-- A book's stripe. Consecutive ids (books added together, a series) fall into different stripes.
create function catalogue_stripe(article_id int) returns smallint language sql immutable parallel safe as $$
  select (article_id % 64)::smallint
$$;

-- Updates of articles: the shops row as 023 did when a changed book changes what lists hold (then both versions
-- move, and the served version with the row's); otherwise only the stripes of the changed books. A stripe row is made
-- by its first change (upsert), so shops made later need nothing more.
--
-- Lock order: one statement takes its stripes in (shop, stripe) order (the upsert writes its rows in the order of its
-- select), so two statements never hold stripes the other waits for. A transaction that updates stock in several
-- statements would take them in statement order: the API changes an order's stock in one statement (placeOrder,
-- recordOrderStatus) and expires one order per transaction (expireUnpaidOrders).
create or replace function bump_article_update_versions() returns trigger language plpgsql as $$
declare
  list_shops int[];
begin
  select array_agg(distinct n.shop_id) into list_shops
  from changed_before o join changed_after n on n.id = o.id
  where (o.stock > 0) <> (n.stock > 0)
     or to_jsonb(o) - array['stock', 'bestseller_count', 'average_rate', 'updated_at']
        <> to_jsonb(n) - array['stock', 'bestseller_count', 'average_rate', 'updated_at'];
  if list_shops is not null then
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                     list_version = floor(random() * 9223372036854775807)::bigint
    where id = any(list_shops);
  end if;
  insert into catalogue_stripes (shop_id, stripe, version)
    select shop_id, stripe, floor(random() * 9223372036854775807)::bigint
    from (select distinct shop_id, catalogue_stripe(id) as stripe from changed_after) as changed
    where list_shops is null or not shop_id = any(list_shops)
    order by shop_id, stripe
  on conflict (shop_id, stripe) do update set version = excluded.version;
  return null;
end
$$;
