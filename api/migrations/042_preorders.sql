-- Pre-orders of forthcoming titles (issue 45; the rule in shared/contracts/src/forthcoming.ts): a line may wait for
-- copies a forthcoming title does not have yet. The order is paid now; the copies the shop receives go to the waiting
-- lines first, oldest order first (services/preorders.ts), and the order ships once none of its lines waits.
--
-- copies_awaited: copies of the line not yet taken from the book's stock. 0 for every line of before: each took its
-- copies when it was placed. A cancelled or refunded order puts back on sale what it took, never what it awaited.
alter table order_lines add column copies_awaited integer not null default 0;
alter table order_lines add constraint order_lines_copies_awaited_check check (copies_awaited between 0 and quantity);

-- The waiting lines of a title, found without reading its sales history.
create index order_lines_awaited_idx on order_lines (article_id, order_id) where copies_awaited > 0;
