-- Double opt-in for back-in-stock requests and newsletter subscriptions (issue 41, item 12). Anyone may type any email
-- into those forms: a request is only mailed at restock, and a subscription only counts, once the mailbox's owner has
-- opened the confirmation link sent to it (or asked signed in to an account whose email is confirmed). The link's
-- token is single-use and kept as its sha256 digest only, as sessions' are.
--
-- Existing data (the columns are added empty, then filled; no row is refused):
-- * stock_alerts: a request asked signed in to an account whose email is confirmed counts as confirmed. A guest's
--   pending request stays unconfirmed, so it is not mailed at restock: before this migration requests past
--   STOCK_ALERT_MAIL_LIMIT were recorded without any mail, and nothing tells them from the requests of real shoppers.
--   Those shoppers can ask again from the book page and confirm.
-- * newsletter_subscriptions: existing subscribers stay subscribed (confirmed at their subscription date). Nothing was
--   ever mailed to them automatically, so the attack this closes did not go through them, and dropping a shop's whole
--   list would be a loss staff could not undo.

alter table stock_alerts add column confirmed_at timestamptz;
alter table stock_alerts add column confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$');
update stock_alerts s set confirmed_at = s.created_at
  from users u
  where u.id = s.user_id and u.email = s.email and u.email_verified_at is not null;

alter table newsletter_subscriptions add column confirmed_at timestamptz;
alter table newsletter_subscriptions add column confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$');
update newsletter_subscriptions set confirmed_at = created_at;
