-- The catalogue version is in every public ETag and in GET /catalogue-version. Counted up by one per change, it told
-- anyone who polled it how many changes the shop made between two reads, an order's stock updates included: its
-- sales. It now takes a random value at each change, which still differs from every earlier one (63 random bits)
-- and says only that something changed.
create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint
    where id in (select distinct shop_id from changed_before);
  else
    update shops set catalogue_version = floor(random() * 9223372036854775807)::bigint
    where id in (select distinct shop_id from changed_after);
  end if;
  return null;
end
$$;
