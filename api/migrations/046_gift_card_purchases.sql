-- Buying a gift card (issue 46; contracts in shared/contracts/src/gift-cards.ts): an order of no book, paid by the
-- shop's usual means, whose row here says the amount and who the card is for. The card is issued when the order is
-- paid (gift_card_id); its mail goes to the buyer at once, or to the recipient on send_on (sent_at).
create table gift_card_purchases (
  order_id integer primary key references orders (id) on delete cascade,
  amount_cents integer not null check (amount_cents between 1000 and 30000),
  recipient_name text check (length(recipient_name) between 1 and 80),
  recipient_email text check (length(recipient_email) between 3 and 254),
  message text not null default '' check (length(message) <= 500),
  send_on date,
  gift_card_id integer references gift_cards (id),
  sent_at timestamptz,
  -- A recipient has a name, an email and a day, or the card is the buyer's.
  check ((recipient_email is null) = (recipient_name is null) and (recipient_email is null) = (send_on is null))
);
-- The mails due: cards issued, for a recipient, not sent yet.
create index gift_card_purchases_due_idx on gift_card_purchases (send_on) where sent_at is null and gift_card_id is not null;
