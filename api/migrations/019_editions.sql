-- Works and their editions: the French and the English edition of one text (Notre-Dame de Paris and its English
-- translation) belong to one work, so each book page can lead to the other. A work is only what its editions share:
-- its id. A book is in one work at most (articles.work_id, null for a book with no other edition), and a work holds
-- one edition per language (the unique index, which is also how a book's other editions are found).
--
-- Adds a table and a column nothing fills: an existing database keeps every book as it was, each in no work; staff
-- link editions in the back office (the demo seed links its pairs when it fills a new shop). Linking is an update of
-- articles, whose triggers (migration 013) move the catalogue version in the same transaction.
create table works (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (shop_id, id)
);

alter table articles add column work_id integer;
alter table articles add constraint articles_work_fk foreign key (shop_id, work_id) references works (shop_id, id);
create unique index articles_work_language_idx on articles (work_id, language) where work_id is not null;
