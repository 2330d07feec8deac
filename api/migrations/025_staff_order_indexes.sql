-- The staff's order list at 100,000 orders. Its first page sorted every order of the shop each time (44 ms, 100 ms
-- p95 under load) for want of an index in its sorts: newest first (the default), by total, and within one status (the
-- list's status filter). Read backwards for the descending sorts.
create index orders_staff_date_idx on orders (shop_id, created_at, id);
create index orders_staff_total_idx on orders (shop_id, total_cents, id);
create index orders_staff_status_date_idx on orders (shop_id, status, created_at, id);
