-- The customer's rights: returns asked without an account (from /track-order), and the erasure of an account.

-- A return belongs to its order, and to an account when there is one. A guest's return has none, and a return outlives
-- the deletion of its customer's account (a refund is an accounting record): user_id becomes optional and is cleared,
-- not cascaded, when the account goes.
alter table return_requests alter column user_id drop not null;
alter table return_requests drop constraint return_requests_user_id_fkey;
alter table return_requests add constraint return_requests_user_id_fkey foreign key (user_id) references users (id) on delete set null;

-- Asked from /track-order with the order number and email. A guest cannot list or edit returns, so an order holds one
-- open guest return at a time: a double submit, or a second visitor knowing the pair, finds it (the service checks
-- first under the order's row lock; the index is the last word).
alter table return_requests add column by_guest boolean not null default false;
create unique index return_requests_one_open_guest_idx on return_requests (order_id)
  where by_guest and status in ('requested', 'approved', 'received');

-- When the order's personal fields (email, names, phone, address) were replaced by neutral values because its
-- customer deleted their account: the order stays for the accounts, staff see why it names nobody.
alter table orders add column anonymised_at timestamptz;
