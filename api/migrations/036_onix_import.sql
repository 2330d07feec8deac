-- The trade's catalogue (issue 45): what an ONIX 3.0 record says about a book that the shop had no place for, the
-- record of each import run, and catalogue versions that move once per run instead of once per record.
--
-- What the shop owns is kept apart from what the records say, so that an import (a million records, then a delta a
-- day) never undoes a bookseller's work: stock and the restock date, the categories staff chose (article_categories:
-- no import writes there), the discount, and the texts staff chose to write themselves (staff_texts). Books are never
-- deleted: orders, invoices, carts and reviews point at them; a withdrawn title is unpublished.
--
-- Only new columns, tables and functions: a database of 035 keeps every book as it was.

-- Columns that follow the record (services/catalogue-import.ts). Null on the books staff or the seed made.
alter table articles
  -- The sender's key of the record (RecordReference), for staff comparing a book with the feed it came from.
  add column onix_record_reference text,
  -- "L'" of "L'Étranger": the title keeps the whole of it, title_sort what follows, so lists sort under É.
  add column title_prefix text,
  add column subtitle text,
  -- The form shown to shoppers, and ONIX's own code (list 150) beside it for the forms the shop does not name.
  add column product_form text check (product_form in ('hardback', 'paperback', 'pocket', 'digital', 'other')),
  add column product_form_code text,
  add column page_count integer check (page_count > 0),
  -- published_on (018) is the edition's publication date. ONIX may give only its month or its year: published_on is
  -- then the last day of that month or year (no earlier than the true date, so the book law's two-year exemption is
  -- never granted early), and this says how much of it to show.
  add column published_on_precision text check (published_on_precision in ('day', 'month', 'year')),
  -- PublishingStatus (list 64) and ProductAvailability (list 65) as sent: active, forthcoming, out of print...
  add column publishing_status text,
  add column product_availability text,
  -- The book's number in its collection (PartNumber): text, as publishers number "12 bis" or "H-3".
  add column collection_number text,
  add column imprint text,
  -- The record's language code (ISO 639-2/B: fre, eng, ger...); `language` stays the shop's fr or en.
  add column language_of_text text,
  -- The front cover's address in the record, for the step that fetches covers (the generated cover shows meanwhile).
  add column onix_cover_link text,
  -- Set when staff chose to write the title, subtitle and description themselves: imports leave those three alone.
  add column staff_texts boolean not null default false,
  -- Why an import took the book off sale: a delete notification (NotificationType 05), out of print with no copy
  -- left, or no fixed price yet (a book is never sold at a price the publisher did not set). The import puts back on
  -- sale only the books it took off itself; a book staff unpublished stays unpublished whatever the feed says.
  add column import_hold text check (import_hold in ('deleted', 'out_of_print', 'no_price'));

-- Everyone who made the book, in the record's order, each with their ONIX roles (list 17: A01 author, B06 translator,
-- A12 illustrator, A15 preface...). author_id, translator_id and illustrator_id stay what the lists filter and show:
-- an import sets them to the first author, translator and illustrator of this list, and staff edit them as before.
-- A collaborator staff delete leaves the lists (the next record of the book names them again).
create table article_contributors (
  shop_id integer not null,
  article_id integer not null,
  position smallint not null check (position >= 1),
  collaborator_id integer not null,
  roles text[] not null,
  primary key (article_id, position),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade,
  foreign key (shop_id, collaborator_id) references collaborators (shop_id, id) on delete cascade
);
create index article_contributors_collaborator_idx on article_contributors (collaborator_id);

-- The record's subject codes: CLIL (the French trade's classification) and Thema with its qualifiers. Kept as sent;
-- a later step maps them to the shop's categories, and finds the books of a code through the second index.
create table article_subjects (
  shop_id integer not null,
  article_id integer not null,
  scheme text not null check (scheme in (
    'clil', 'thema', 'thema_place', 'thema_language', 'thema_time', 'thema_educational_purpose', 'thema_interest_age',
    'thema_style'
  )),
  code text not null check (code <> ''),
  main boolean not null default false,
  primary key (article_id, scheme, code),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade
);
create index article_subjects_code_idx on article_subjects (shop_id, scheme, code);

-- One row per import run (`npm run catalogue:import`), its counts kept current record by record in the record's own
-- transaction, so a run whose process died still says what it wrote.
create table catalogue_imports (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  file_name text not null check (file_name <> ''),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- Null while the run goes on. 'interrupted': its process stopped before the end (the next run closes it so).
  outcome text check (outcome in ('completed', 'file_unreadable', 'failed', 'interrupted')),
  error text,
  records integer not null default 0 check (records >= 0),
  created integer not null default 0 check (created >= 0),
  updated integer not null default 0 check (updated >= 0),
  unpublished integer not null default 0 check (unpublished >= 0),
  refused integer not null default 0 check (refused >= 0),
  warnings integer not null default 0 check (warnings >= 0),
  check ((finished_at is null) = (outcome is null))
);
create index catalogue_imports_shop_idx on catalogue_imports (shop_id, started_at desc, id desc);

-- What staff must look at after a run: the records refused (not written at all) and the fields left out of records
-- that were written, each with the record's reference, the ONIX field and the reason.
create table catalogue_import_issues (
  id bigint generated always as identity primary key,
  import_id integer not null references catalogue_imports (id) on delete cascade,
  kind text not null check (kind in ('refusal', 'warning')),
  record_reference text,
  isbn text,
  field text not null,
  code text not null,
  reason text not null
);
create index catalogue_import_issues_import_idx on catalogue_import_issues (import_id, id);

-- The new public tables move the catalogue version as the others do (013).
do $$
declare
  public_table text;
begin
  foreach public_table in array array['article_contributors', 'article_subjects'] loop
    execute format('create trigger %I after insert on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_insert', public_table);
    execute format('create trigger %I after update on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_update', public_table);
    execute format('create trigger %I after delete on %I referencing old table as changed_before
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_delete', public_table);
  end loop;
end
$$;

-- Catalogue versions during an import. Each record is written in its own transaction, and each of its statements
-- would move the shop's catalogue and list versions and ask the CDN to purge the shop: a million times in a full
-- import, every answer and count cached by the API and the CDN thrown away after every record, and every checkout
-- waiting on the shops row behind the import. An import's transactions say so (`set local bookshop.catalogue_import
-- = 'on'`): the version triggers then leave the versions alone, and the run moves them once at its end
-- (move_catalogue_versions), also when it fails; a run whose process died has them moved by the next run. Meanwhile
-- shoppers may see answers from before the run for as long as it lasts, as they would had the file come later.
-- Search words and their counts (024, 026) still follow each record: their triggers do not look at this setting.
create function catalogue_import_running() returns boolean language sql stable as $$
  select coalesce(current_setting('bookshop.catalogue_import', true), '') = 'on'
$$;

-- New catalogue and list versions for these shops, and a purge of everything they show (034's `shop-<id>`).
create function move_catalogue_versions(changed_shops int[]) returns void language sql as $$
  update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint,
                   list_version = floor(random() * 9223372036854775807)::bigint
  where id = any(changed_shops);
  insert into cdn_purges (shop_id, key)
    select changed_shop, 'shop-' || changed_shop from unnest(changed_shops) as changed_shop
  on conflict (shop_id, key) where attempts = 0 do nothing;
$$;

-- 034's two trigger functions, the same but for the import's setting (and the shared part above).
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
declare
  changed_shops int[];
begin
  if catalogue_import_running() then
    return null;
  end if;
  if tg_op = 'DELETE' then
    select array_agg(distinct shop_id order by shop_id) into changed_shops from changed_before;
  else
    select array_agg(distinct shop_id order by shop_id) into changed_shops from changed_after;
  end if;
  perform move_catalogue_versions(changed_shops);
  return null;
end
$$;

create or replace function bump_article_update_versions() returns trigger language plpgsql as $$
declare
  list_shops int[];
begin
  if catalogue_import_running() then
    return null;
  end if;
  select array_agg(distinct n.shop_id order by n.shop_id) into list_shops
  from changed_before o join changed_after n on n.id = o.id
  where (o.stock > 0) <> (n.stock > 0)
     or to_jsonb(o) - array['stock', 'bestseller_count', 'average_rate', 'updated_at']
        <> to_jsonb(n) - array['stock', 'bestseller_count', 'average_rate', 'updated_at'];
  if list_shops is not null then
    perform move_catalogue_versions(list_shops);
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
