-- Covers of the trade's records (issue 45): an ONIX record names its front cover's address (onix_cover_link, 036); the
-- jobs runner fetches it (services/onix-covers.ts) for a book without an image of its own, and keeps it as the book's
-- first image, in place of the generated cover. These columns say where that stands, so that a cover is fetched once
-- and an address that fails is tried again later, a few times only.
alter table articles
  -- The address whose picture the book now has (null: none fetched yet).
  add column onix_cover_fetched_link text,
  add column onix_cover_attempts smallint not null default 0 check (onix_cover_attempts >= 0),
  -- Not tried again before then: a fetch under way holds it a while, a failure pushes it further.
  add column onix_cover_retry_at timestamptz,
  -- Why the last try failed, for staff.
  add column onix_cover_error text,
  -- The address the attempts count for: a record naming another starts them again.
  add column onix_cover_tried_link text;

create index articles_onix_cover_due_idx on articles (id)
  where onix_cover_link is not null and onix_cover_fetched_link is distinct from onix_cover_link;
