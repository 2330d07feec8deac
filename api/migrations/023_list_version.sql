-- Counting a list's books at a million titles, without the count starting over after every sale.
--
-- 1. The list version. The API keeps each list's bounded count and the filter panel's counts while the catalogue does
-- not change (services/catalogue-memo.ts), under the catalogue version of 013. But every order changes stock, so the
-- catalogue version moved with each sale and the counts were worked out again, at 10 to 50 ms each, on the next
-- shopper's list. What a count depends on changes far less often: which books are published and in which categories,
-- their prices, publishers, texts, and whether they are in stock, not how many copies are left. `list_version` moves
-- with every change to the catalogue except an update of books that leaves all that as it was (only their number of
-- copies, above zero before and after, their sales count, rating or update time changed). It is opaque like the
-- catalogue version (015) and never leaves the API: it only files counts.
alter table shops add column list_version bigint not null default 1;

-- Every public table but articles (013's triggers): any change there may change what lists hold.
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                     list_version = floor(random() * 9223372036854775807)::bigint
    where id in (select distinct shop_id from changed_before);
  else
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                     list_version = floor(random() * 9223372036854775807)::bigint
    where id in (select distinct shop_id from changed_after);
  end if;
  return null;
end
$$;

-- Updates of articles: the catalogue version moves (the answers show stock), the list version only when a changed
-- book differs in anything but the columns named here, or went in or out of stock. Compared as whole rows less those
-- columns, so a column added later counts by default.
create function bump_article_update_versions() returns trigger language plpgsql as $$
begin
  update shops set
    catalogue_version = floor(random() * 9223372036854775807)::bigint,
    list_version = case
      when exists (
        select 1 from changed_before o join changed_after n on n.id = o.id
        where n.shop_id = shops.id
          and ((o.stock > 0) <> (n.stock > 0)
            or to_jsonb(o) - array['stock', 'bestseller_count', 'average_rate', 'updated_at']
               <> to_jsonb(n) - array['stock', 'bestseller_count', 'average_rate', 'updated_at']))
      then floor(random() * 9223372036854775807)::bigint
      else list_version
    end
  where id in (select distinct shop_id from changed_after);
  return null;
end
$$;

drop trigger articles_catalogue_update on articles;
create trigger articles_catalogue_update after update on articles referencing old table as changed_before new table as changed_after
  for each statement execute function bump_article_update_versions();

-- 2. Counting without reading the books. A bounded count of a category walks the category's links and the books in
-- id order side by side, and checked each book's price and stock in the table itself: a read of the row for each of
-- thousands of books (7 ms for Littérature + in stock + at most 15 EUR at a million books). With the filtered columns
-- beside the id in an index, the walk reads the index alone (1.9 ms with services/articles.ts's single-category form).
create index articles_filter_columns_idx on articles (id) include (shop_id, final_price_cents, stock) where published;
