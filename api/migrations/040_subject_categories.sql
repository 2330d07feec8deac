-- Subjects on the shop's categories (issue 45): the records' CLIL and Thema codes (article_subjects, 036) file books
-- under the shop's own categories through a table staff edit in the back office (services/subject-categories.ts).
--
-- A CLIL code maps by itself; a Thema code by its longest mapped beginning (Thema's codes are hierarchical by their
-- letters: FFD is under FF, under F; its qualifiers 1 to 6 likewise). The categories a mapping gives a book are kept as
-- rows of article_categories marked from_subjects, with their parents as the seed and staff file books, so the lists,
-- their counts and the sitemap read them as they read the others. A book whose categories staff chose by hand (any
-- row not from_subjects) is left alone.
--
-- Only new tables and columns: every existing row is a hand-chosen one, as it was.

create table subject_categories (
  shop_id integer not null references shops (id) on delete cascade,
  scheme text not null check (scheme in ('clil', 'thema')),
  code text not null check (code ~ '^[A-Z0-9][A-Z0-9-]{0,19}$'),
  category_id integer not null,
  primary key (shop_id, scheme, code),
  foreign key (shop_id, category_id) references categories (shop_id, id) on delete cascade
);

alter table article_categories add column from_subjects boolean not null default false;

-- A change to the mapping moves subject_mapping_version; the jobs runner files the shop's books again, in batches, then
-- sets subject_mapping_applied to the version it applied (a change during its pass makes it pass again).
alter table shops
  add column subject_mapping_version integer not null default 0,
  add column subject_mapping_applied integer not null default 0;
