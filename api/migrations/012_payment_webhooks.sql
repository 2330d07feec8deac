-- Payment providers' webhook events: each one acted on once (providers send again until answered, and may send twice).
create table webhook_events (
  provider text not null check (provider in ('paypal', 'card')),
  event_id text not null check (length(event_id) between 1 and 200),
  event_type text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- One row per refund the provider made: the shop's own refunds and those made in the provider's dashboard (told by
-- webhook) meet on the provider's reference. Refused attempts name their target instead and may repeat.
create unique index payment_refunds_provider_ref_idx on payment_refunds (payment_id, provider_ref) where status <> 'failed';
