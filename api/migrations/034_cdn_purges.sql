-- Purge requests for a CDN in front of the shop (issue 42, "Caches"), written by the statement triggers that move the
-- catalogue version (013, 023, 032), so whichever code changes public content asks for the purge in its own
-- transaction: a rolled-back change asks for nothing, a committed one cannot be forgotten. The worker's job
-- (services/cdn-purge.ts) sends them to CDN_PURGE_URL as the mail outbox is sent.
--
-- The keys are those the answers carry (plugins/public-cache.ts): `shop-<id>` on every public answer and page of a
-- shop, `book-<id>` on every answer and page that shows that book. A change that may move anything public asks for
-- `shop-<id>`; a sale that leaves its books in stock (032's stripe path: only their stock, sales count, rating or
-- update time moved) asks for the `book-<id>` of each changed book, as only what shows those books changed.
create table cdn_purges (
  id bigint generated always as identity primary key,
  shop_id int not null references shops (id) on delete cascade,
  key text not null,
  created_at timestamptz not null default now(),
  -- 0 while no sender has taken the row; each claim counts one (the lease and the retries go by it).
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  done_at timestamptz,
  last_error text
);

-- One waiting request per shop and key: a second change before a sender takes it adds nothing (`on conflict do
-- nothing`), so a run of sales piles up no rows. Once taken (attempts > 0) the row no longer counts: a change that
-- commits after the sender read the row may have been cached by the CDN after the purge, and needs a purge of its own.
--
-- Waiting: an insert of a key another transaction inserted and has not committed waits for it. `shop-<id>` rows are
-- written only by statements that also update the shops row (and hold its lock until commit), `book-<id>` rows only by
-- statements that updated that book's row (likewise): no checkout waits here for one it did not already wait for.
create unique index cdn_purges_waiting on cdn_purges (shop_id, key) where attempts = 0;
create index cdn_purges_due on cdn_purges (next_attempt_at) where done_at is null;

-- Every public table but articles' updates (013, 023): the shop's whole content may have moved.
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
declare
  changed_shops int[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct shop_id order by shop_id) into changed_shops from changed_before;
  else
    select array_agg(distinct shop_id order by shop_id) into changed_shops from changed_after;
  end if;
  update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                   list_version = floor(random() * 9223372036854775807)::bigint
  where id = any(changed_shops);
  insert into cdn_purges (shop_id, key)
    select changed_shop, 'shop-' || changed_shop from unnest(changed_shops) as changed_shop
  on conflict (shop_id, key) where attempts = 0 do nothing;
  return null;
end
$$;

-- Updates of articles (032): `shop-<id>` where the shops row moves (what lists hold changed: a price, a title, a book
-- in or out of stock), the changed books' `book-<id>` where only their stripes move. Both in (shop, key) order.
create or replace function bump_article_update_versions() returns trigger language plpgsql as $$
declare
  list_shops int[];
begin
  select array_agg(distinct n.shop_id order by n.shop_id) into list_shops
  from changed_before o join changed_after n on n.id = o.id
  where (o.stock > 0) <> (n.stock > 0)
     or to_jsonb(o) - array['stock', 'bestseller_count', 'average_rate', 'updated_at']
        <> to_jsonb(n) - array['stock', 'bestseller_count', 'average_rate', 'updated_at'];
  if list_shops is not null then
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                     list_version = floor(random() * 9223372036854775807)::bigint
    where id = any(list_shops);
    insert into cdn_purges (shop_id, key)
      select list_shop, 'shop-' || list_shop from unnest(list_shops) as list_shop
    on conflict (shop_id, key) where attempts = 0 do nothing;
  end if;
  insert into catalogue_stripes (shop_id, stripe, version)
    select shop_id, stripe, floor(random() * 9223372036854775807)::bigint
    from (select distinct shop_id, catalogue_stripe(id) as stripe from changed_after) as changed
    where list_shops is null or not shop_id = any(list_shops)
    order by shop_id, stripe
  on conflict (shop_id, stripe) do update set version = excluded.version;
  insert into cdn_purges (shop_id, key)
    select shop_id, 'book-' || id
    from (select distinct shop_id, id from changed_after) as changed
    where list_shops is null or not shop_id = any(list_shops)
    order by shop_id, id
  on conflict (shop_id, key) where attempts = 0 do nothing;
  return null;
end
$$;
