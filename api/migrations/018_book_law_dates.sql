-- French book law (loi Lang, 1981): at most 5 % off a book's public price, unless this edition came out more than two
-- years ago and the shop's last restock of it is more than six months old (shared/contracts/src/book-law.ts holds the
-- rule; the API applies it to the admin's discounts, coupons and order pricing). The two dates it needs:
--   published_on: when this edition came out. Not published_at (the day the shop listed the book, the key of its
--     "newest" order) nor first_published_year (the year the work first came out, in any edition).
--   last_restocked_on: the last day the shop took copies in from the publisher or a wholesaler. A stock increase by
--     staff sets it; a return or a cancelled order putting copies back on the shelf does not (see admin-books.ts).
-- Null is unknown, and an unknown date never exempts a book.
alter table articles add column published_on date, add column last_restocked_on date;

-- Existing books: the dates no earlier than the true ones that the rows can show, so that a guess never grants an
-- exemption the law would not. The edition was out by the day the shop listed it (published_at, else the row's
-- creation); every restock by staff changed the row, so the last one was on or before updated_at.
update articles set
  published_on = coalesce(published_at, created_at)::date,
  last_restocked_on = updated_at::date;

-- Then any discount above the law is brought down to the 5 % cap, on the books those dates do not exempt (the others
-- keep theirs). updated_at is left as it was: it is the upper bound the restock date above was read from.
update articles set discount_percent = 5
where discount_percent > 5
  and not (published_on < (current_date - interval '2 years')::date and last_restocked_on < (current_date - interval '6 months')::date);
