-- The shop's locations and the booksellers' picks (issue 46; contracts in shared/contracts/src/picks.ts).
--
-- shop_locations: the shops (or a warehouse) a bookshop runs. A pick is signed by a bookseller of one of them. Each
-- existing shop gets one location under its own name; staff give its address and hours.
create table shop_locations (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (name <> '' and length(name) <= 80),
  address text not null default '' check (length(address) <= 200),
  opening_hours_fr text not null default '' check (length(opening_hours_fr) <= 200),
  opening_hours_en text not null default '' check (length(opening_hours_en) <= 200),
  pickup_delay_hours integer not null default 24 check (pickup_delay_hours between 0 and 720),
  position integer not null default 0,
  unique (shop_id, id),
  unique (shop_id, name)
);

insert into shop_locations (shop_id, name) select id, name from shops;

-- article_picks: a book's "coup de cœur", one per book: a note in French (English optional), signed by a bookseller
-- of one of the shop's locations on a day. It replaces articles.is_favorite, the flag the home page's "Coups de cœur"
-- listed: a flag has no note nor signature to carry over, so staff write the picks of an existing shop (the demo seed
-- writes its own).
create table article_picks (
  article_id integer primary key,
  shop_id integer not null references shops (id) on delete cascade,
  location_id integer not null,
  bookseller text not null check (bookseller <> '' and length(bookseller) <= 80),
  note_fr text not null check (length(note_fr) between 10 and 1000),
  note_en text check (length(note_en) between 10 and 1000),
  picked_on date not null,
  updated_at timestamptz not null default now(),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade,
  foreign key (shop_id, location_id) references shop_locations (shop_id, id)
);
-- The home page's "Coups de cœur" and `favorites=1`: the shop's picks, newest first.
create index article_picks_shop_idx on article_picks (shop_id, picked_on desc, article_id desc);

alter table articles drop column is_favorite;

-- Both are public content: a change moves the catalogue version as the others do (013).
do $$
declare
  public_table text;
begin
  foreach public_table in array array['shop_locations', 'article_picks'] loop
    execute format('create trigger %I after insert on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_insert', public_table);
    execute format('create trigger %I after update on %I referencing new table as changed_after
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_update', public_table);
    execute format('create trigger %I after delete on %I referencing old table as changed_before
      for each statement execute function bump_catalogue_version()', public_table || '_catalogue_delete', public_table);
  end loop;
end
$$;
