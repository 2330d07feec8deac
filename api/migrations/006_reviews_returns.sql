-- Reviews of bought books, and return/refund requests on delivered orders.

-- One review per customer and book, only for a book of one of their delivered orders (checked by the API).
create table reviews (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  article_id integer not null references articles (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  order_id integer not null references orders (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '' check (length(comment) <= 2000),
  created_at timestamptz not null default now(),
  unique (user_id, article_id)
);
create index reviews_article_idx on reviews (article_id, created_at desc);

-- requested -> approved or rejected -> (approved) received -> refunded; each step kept in return_events.
create table return_requests (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  order_id integer not null references orders (id) on delete cascade,
  status text not null default 'requested' check (status in ('requested', 'approved', 'rejected', 'received', 'refunded')),
  reason text not null check (length(reason) between 10 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index return_requests_user_idx on return_requests (user_id, created_at desc);
create index return_requests_order_idx on return_requests (order_id);

create table return_items (
  return_id integer not null references return_requests (id) on delete cascade,
  article_id integer not null references articles (id),
  quantity integer not null check (quantity > 0),
  primary key (return_id, article_id)
);

create table return_events (
  id integer generated always as identity primary key,
  return_id integer not null references return_requests (id) on delete cascade,
  status text not null,
  created_at timestamptz not null default now()
);
create index return_events_return_idx on return_events (return_id, id);
