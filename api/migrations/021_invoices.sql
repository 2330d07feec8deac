-- Invoices and credit notes (avoirs): the seller's legal identity in company settings, one gapless counter per shop
-- and kind of document, and the documents themselves as issued.

-- The mentions French law requires of the seller on an invoice (Code de commerce L441-9, CGI 242 nonies A): the legal
-- name, its legal form and share capital, the registered address, the SIRET (whose first 9 digits are the SIREN) and
-- the intra-community VAT number. Empty until an admin fills them in; the API checks their form (SIRET key, VAT key).
alter table company_settings add column legal_name text not null default '';
alter table company_settings add column legal_form text not null default '';
alter table company_settings add column share_capital text not null default '';
alter table company_settings add column street_address text not null default '';
alter table company_settings add column postal_code text not null default '';
alter table company_settings add column city text not null default '';
alter table company_settings add column siret text not null default '' check (siret ~ '^([0-9]{14})?$');
alter table company_settings add column vat_number text not null default '' check (vat_number ~ '^([A-Z]{2}[0-9A-Z]{2,13})?$');

-- The last number given per shop and kind. Numbers come from this row, updated in the transaction that issues the
-- document, never from a sequence: a sequence skips the numbers of rolled-back transactions, and invoice numbers
-- must follow each other without a gap. The update holds the row's lock until commit, so two payments at once take
-- the next numbers one after the other; a rollback gives its number back.
create table invoice_counters (
  shop_id integer not null references shops (id) on delete cascade,
  kind text not null check (kind in ('invoice', 'credit_note')),
  last_number integer not null default 0 check (last_number >= 0),
  primary key (shop_id, kind)
);
insert into invoice_counters (shop_id, kind) select s.id, k.kind from shops s cross join (values ('invoice'), ('credit_note')) k (kind);

-- An invoice (issued once, when its order becomes paid) or a credit note (a refund: the whole order or a return).
-- Accounting records, kept ten years (Code de commerce L123-22): the seller's and the buyer's identity, the lines and
-- the totals are copied as they were at issue, so the PDF made later is the one issued, whatever happens to the
-- settings, the catalogue, or the customer's account (a GDPR erasure anonymises the order, never these rows).
-- Orders before this migration were paid without an invoice from the shop: none is made for them after the fact.
create table invoices (
  id integer generated always as identity primary key,
  shop_id integer not null references shops (id) on delete cascade,
  -- Restrict: an order that has accounting documents is never deleted with them.
  order_id integer not null references orders (id) on delete restrict,
  kind text not null check (kind in ('invoice', 'credit_note')),
  -- The counter's value, and the number printed (FA-000001, AV-000001).
  seq integer not null check (seq > 0),
  number text not null check (number ~ '^(FA|AV)-[0-9]{6,}$'),
  -- A credit note names the invoice it corrects.
  invoice_id integer references invoices (id) on delete restrict,
  -- The return it refunds, if any (null: the whole order's refund or cancellation).
  return_id integer references return_requests (id) on delete set null,
  issued_at timestamptz not null default now(),
  currency text not null default 'EUR' check (currency = 'EUR'),
  seller jsonb not null,
  buyer jsonb not null,
  lines jsonb not null,
  -- In euro cents; negative on a credit note.
  total_excl_cents integer not null,
  vat_cents integer not null,
  total_incl_cents integer not null check (total_incl_cents = total_excl_cents + vat_cents),
  check ((kind = 'invoice') = (invoice_id is null)),
  check ((kind = 'invoice' and total_incl_cents >= 0) or (kind = 'credit_note' and total_incl_cents < 0)),
  unique (shop_id, kind, seq),
  unique (shop_id, number)
);
-- One invoice per order.
create unique index invoices_order_invoice_idx on invoices (order_id) where kind = 'invoice';
create index invoices_order_idx on invoices (order_id, id);
