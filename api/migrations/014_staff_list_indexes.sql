-- The staff's book list sorts every book, published or not, by its last change (its default), title, price or stock:
-- without an index of its own each first page sorted the whole catalogue (340 ms at a million books). The
-- storefront's indexes (001) are partial on published books and cannot serve it.
create index articles_staff_updated_idx on articles (shop_id, updated_at, id);
create index articles_staff_title_idx on articles (shop_id, title_sort, id);
create index articles_staff_price_idx on articles (shop_id, price_ttc_cents, id);
create index articles_staff_stock_idx on articles (shop_id, stock, id);
