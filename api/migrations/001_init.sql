-- Initial schema of the bookshop API.
--
-- Every table of shop data carries shop_id, and references between shop tables are composite foreign keys on
-- (shop_id, id): the database itself refuses a cart line, favourite or category link that mixes two shops.
-- Money is stored in integer cents (no float rounding, same parsing on PGlite and node-postgres).

create table shops (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  name text not null,
  created_at timestamptz not null default now()
);

create table users (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- Stored lower-cased so the per-shop uniqueness is case-insensitive.
  email text not null check (email = lower(email) and email like '%_@_%'),
  password_hash text not null,
  role text not null default 'customer' check (role in ('customer', 'admin')),
  first_name text not null check (first_name <> ''),
  last_name text not null check (last_name <> ''),
  language text not null default 'fr' check (language in ('fr', 'eng')),
  currency text not null default 'eur' check (currency in ('eur', 'usd')),
  image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, email),
  unique (shop_id, id)
);

create table sessions (
  id integer generated always as identity primary key,
  shop_id integer not null,
  user_id integer not null,
  -- sha256 of the bearer token, hex: a leaked table does not leak usable tokens.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade
);
create index sessions_user_idx on sessions (user_id);

create table categories (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  parent_id integer,
  level smallint not null check (level between 1 and 3),
  name_fr text not null,
  name_en text not null,
  position integer not null default 0,
  unique (shop_id, id),
  unique nulls not distinct (shop_id, parent_id, name_fr),
  foreign key (shop_id, parent_id) references categories (shop_id, id) on delete cascade,
  check ((level = 1) = (parent_id is null))
);
create index categories_parent_idx on categories (shop_id, parent_id);

create table collaborators (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (name <> ''),
  biography_fr text,
  biography_en text,
  unique (shop_id, name),
  unique (shop_id, id)
);

create table collections (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (name <> ''),
  description_fr text,
  description_en text,
  unique (shop_id, name),
  unique (shop_id, id)
);

create table publishers (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  name text not null check (name <> ''),
  unique (shop_id, name),
  unique (shop_id, id)
);

create table articles (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  title text not null check (title <> ''),
  -- Accent-stripped lower-case title: a stable, collation-independent sort key for sort=title.
  title_sort text collate "C" not null,
  description_html text not null default '',
  ean text not null check (ean ~ '^[0-9]{13}$'),
  language text not null check (language in ('fr', 'en')),
  author_id integer,
  translator_id integer,
  illustrator_id integer,
  publisher_id integer,
  collection_id integer,
  first_published_year smallint,
  price_ht_cents integer not null check (price_ht_cents >= 0),
  price_ttc_cents integer not null check (price_ttc_cents >= price_ht_cents),
  discount_percent smallint not null default 0 check (discount_percent between 0 and 100),
  -- What the shopper pays (discount applied to the price including tax): the key of the price sorts.
  final_price_cents integer generated always as ((price_ttc_cents * (100 - discount_percent) + 50) / 100) stored,
  stock integer not null default 0 check (stock >= 0),
  weight_grams integer not null default 0 check (weight_grams >= 0),
  average_rate numeric(3, 2) not null default 0 check (average_rate between 0 and 5),
  bestseller_count integer not null default 0 check (bestseller_count >= 0),
  is_favorite boolean not null default false,
  published boolean not null default true,
  published_at timestamptz,
  -- Full-text document over accent-stripped text (computed by the API, as PGlite has no unaccent).
  search tsvector not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (shop_id, ean),
  unique (shop_id, id),
  foreign key (shop_id, author_id) references collaborators (shop_id, id),
  foreign key (shop_id, translator_id) references collaborators (shop_id, id),
  foreign key (shop_id, illustrator_id) references collaborators (shop_id, id),
  foreign key (shop_id, publisher_id) references publishers (shop_id, id),
  foreign key (shop_id, collection_id) references collections (shop_id, id)
);
-- Listing indexes: one per sort order, partial on published rows (the only ones lists show).
create index articles_newest_idx on articles (shop_id, published_at desc nulls last, id desc) where published;
create index articles_price_idx on articles (shop_id, final_price_cents, id) where published;
create index articles_best_sales_idx on articles (shop_id, bestseller_count desc, id) where published;
create index articles_title_idx on articles (shop_id, title_sort, id) where published;
create index articles_favorites_idx on articles (shop_id, bestseller_count desc) where published and is_favorite;
create index articles_search_idx on articles using gin (search);
-- Filter and foreign-key indexes.
create index articles_author_idx on articles (author_id);
create index articles_translator_idx on articles (translator_id) where translator_id is not null;
create index articles_illustrator_idx on articles (illustrator_id) where illustrator_id is not null;
create index articles_publisher_idx on articles (publisher_id);
create index articles_collection_idx on articles (collection_id) where collection_id is not null;

create table article_categories (
  shop_id integer not null,
  article_id integer not null,
  category_id integer not null,
  primary key (article_id, category_id),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade,
  foreign key (shop_id, category_id) references categories (shop_id, id) on delete cascade
);
create index article_categories_category_idx on article_categories (category_id, article_id);

create table article_images (
  id integer generated always as identity primary key,
  shop_id integer not null,
  article_id integer not null,
  position smallint not null default 0,
  link text not null check (link <> ''),
  unique (article_id, position),
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade
);

create table cart_lines (
  id integer generated always as identity primary key,
  shop_id integer not null,
  user_id integer not null,
  article_id integer not null,
  quantity integer not null check (quantity >= 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, article_id),
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade,
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade
);
create index cart_lines_article_idx on cart_lines (article_id);

create table favorites (
  id integer generated always as identity primary key,
  shop_id integer not null,
  user_id integer not null,
  article_id integer not null,
  created_at timestamptz not null default now(),
  unique (user_id, article_id),
  foreign key (shop_id, user_id) references users (shop_id, id) on delete cascade,
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade
);
create index favorites_article_idx on favorites (article_id);

create table newsletter_subscriptions (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  email text not null check (email = lower(email) and email like '%_@_%'),
  created_at timestamptz not null default now(),
  unique (shop_id, email)
);

create table company_settings (
  shop_id integer primary key references shops (id) on delete cascade,
  usd_rate numeric(12, 6) check (usd_rate > 0),
  fav_icon text,
  dark_icon text,
  light_icon text,
  email text not null default '',
  phone text not null default '',
  facebook text not null default '',
  youtube text not null default '',
  twitter text not null default '',
  linkedin text not null default '',
  insta text not null default '',
  about_en text not null default '',
  about_fr text not null default '',
  help_en text not null default '',
  help_fr text not null default '',
  libraries_en text not null default '',
  libraries_fr text not null default '',
  copyrights_en text not null default '',
  copyrights_fr text not null default '',
  legal_en text not null default '',
  legal_fr text not null default '',
  primary_color text not null default '#8B1E1E' check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text not null default '#C9A227' check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  accent_color text not null default '#3E2A1E' check (accent_color ~ '^#[0-9A-Fa-f]{6}$'),
  updated_at timestamptz not null default now()
);

-- Feature switches of the storefront by numeric type (type 43 = compare).
create table website_config (
  shop_id integer not null references shops (id) on delete cascade,
  lookup_config_type integer not null check (lookup_config_type > 0),
  is_exist boolean not null default true,
  primary key (shop_id, lookup_config_type)
);

create table societe_config (
  shop_id integer not null references shops (id) on delete cascade,
  config_module_nomtech text not null check (config_module_nomtech <> ''),
  valeur text not null,
  primary key (shop_id, config_module_nomtech)
);

create table website_sections (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  section_id text not null check (section_id <> ''),
  unique (shop_id, section_id),
  unique (shop_id, id)
);

create table hero_slides (
  id integer generated always as identity primary key,
  shop_id integer not null,
  section_id integer not null,
  position smallint not null default 0,
  title_fr text not null,
  title_en text not null,
  subtitle_fr text not null default '',
  subtitle_en text not null default '',
  link text not null default '/',
  color_from text not null check (color_from ~ '^#[0-9A-Fa-f]{6}$'),
  color_to text not null check (color_to ~ '^#[0-9A-Fa-f]{6}$'),
  unique (section_id, position),
  foreign key (shop_id, section_id) references website_sections (shop_id, id) on delete cascade
);

create table countries (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  code text not null check (code ~ '^[A-Z]{2}$'),
  name_fr text not null,
  name_en text not null,
  unique (shop_id, code)
);

create table events (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  title_fr text not null,
  title_en text not null,
  description_fr text not null default '',
  description_en text not null default '',
  starts_at timestamptz not null,
  place text not null default '',
  unique (shop_id, id)
);
create index events_starts_idx on events (shop_id, starts_at);

create table event_books (
  shop_id integer not null,
  event_id integer not null,
  article_id integer not null,
  primary key (event_id, article_id),
  foreign key (shop_id, event_id) references events (shop_id, id) on delete cascade,
  foreign key (shop_id, article_id) references articles (shop_id, id) on delete cascade
);
create index event_books_article_idx on event_books (article_id);
