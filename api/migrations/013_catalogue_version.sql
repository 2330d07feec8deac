-- The version of each shop's public content (books, their stock, categories, collaborators, collections, events,
-- settings, pages, reviews…): the validator of every public read (ETag) and of the server-rendered pages. Bumped by
-- the triggers below in the same transaction as the change, whichever code makes it, so a cached answer can never
-- outlive what it shows: once the change commits, the next conditional request gets the new answer, not a 304.
alter table shops add column catalogue_version bigint not null default 1;

-- Statement-level: one bump per statement whatever the rows it changed (a generated batch of 1,000 books, an order's
-- stock updates), for the shops of the rows it changed (its transition table).
create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update shops set catalogue_version = catalogue_version + 1 where id in (select distinct shop_id from changed_before);
  else
    update shops set catalogue_version = catalogue_version + 1 where id in (select distinct shop_id from changed_after);
  end if;
  return null;
end
$$;

do $$
declare
  public_table text;
begin
  foreach public_table in array array[
    'articles', 'article_categories', 'article_images', 'article_image_files', 'categories', 'collaborators',
    'collections', 'publishers', 'company_settings', 'website_config', 'societe_config', 'website_sections',
    'hero_slides', 'countries', 'events', 'event_books', 'delivery_methods', 'reviews'
  ] loop
    execute format('create trigger %I after insert on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_insert', public_table);
    execute format('create trigger %I after update on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_update', public_table);
    execute format('create trigger %I after delete on %I referencing old table as changed_before
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_delete', public_table);
  end loop;
end
$$;
