-- Content pages, contact messages and the catalogue filters of /articles.
--
-- The legal texts of /pages/legal-information need no new column: company_settings has had legal_fr and legal_en
-- (text not null default '') since 001.

-- Messages sent from /contactus. handled_at is set by whoever answers them (no call yet).
create table contact_messages (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (name <> '' and length(name) <= 120),
  -- Stored lower-cased, like newsletter and account emails, so the per-email limit ignores case.
  email text not null check (email = lower(email) and email like '%_@_%'),
  subject text not null check (subject <> '' and length(subject) <= 200),
  message text not null check (length(message) between 10 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz
);
-- The "at most 5 messages per email in 10 minutes" count, and the inbox of unhandled messages.
create index contact_messages_email_idx on contact_messages (shop_id, email, created_at);
create index contact_messages_unhandled_idx on contact_messages (shop_id, created_at) where handled_at is null;

-- in_stock=1: the default "newest" list and its count over books in stock only.
create index articles_in_stock_newest_idx on articles (shop_id, published_at desc nulls last, id desc)
  where published and stock > 0;
-- A collaborator's page and collaborator_id&role lists: their published books by title, one role at a time
-- (the 001 indexes on author_id, translator_id and illustrator_id still serve the three roles at once).
create index articles_author_title_idx on articles (author_id, title_sort, id) where published;
create index articles_translator_title_idx on articles (translator_id, title_sort, id)
  where published and translator_id is not null;
create index articles_illustrator_title_idx on articles (illustrator_id, title_sort, id)
  where published and illustrator_id is not null;
-- A collection's book_count and its list.
create index articles_collection_newest_idx on articles (collection_id, published_at desc nulls last, id desc)
  where published and collection_id is not null;
