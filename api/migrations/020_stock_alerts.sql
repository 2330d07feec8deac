-- Back-in-stock alerts ("Prévenez-moi"): a shopper asks to be mailed when an out-of-stock book is back. The mail is
-- queued in the transaction that puts the book back in stock (see services/stock-alerts.ts), and the request is then
-- marked notified. Staff see how many wait per book, never who. Only new tables: a database of 019 keeps all its data.
create table stock_alerts (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  article_id integer not null,
  -- Normalised as accounts' emails are (trimmed, lower-cased): one request per email and book.
  email text not null check (email = lower(email) and email like '%_@_%' and length(email) <= 254),
  -- The customer who asked while signed in; their requests go with their account (GDPR erasure, account deletion).
  user_id integer,
  -- The requester's language: the mail is written in it.
  language text not null check (language in ('fr', 'eng')),
  created_at timestamptz not null default now(),
  -- Set with the mail, in the restock's transaction: a notified request is never mailed again.
  notified_at timestamptz,
  -- The sha256 of the random token of the cancel link mailed with the request's confirmation, replaced by a new one
  -- in the back-in-stock mail. Only the digest is kept, as for sessions.
  cancel_token_hash text not null unique check (cancel_token_hash ~ '^[0-9a-f]{64}$'),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade,
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade
);
-- One pending request per email and book; once mailed, the same email may ask again the next time the book runs out.
create unique index stock_alerts_pending_email_idx on stock_alerts (article_id, email) where notified_at is null;
-- A customer's own requests, in their account.
create index stock_alerts_user_idx on stock_alerts (user_id) where user_id is not null;
