-- Forthcoming titles (issue 45): a title is forthcoming until its publication day (shared/contracts/src/forthcoming.ts),
-- so a list of them, kept by the API and the CDN for a catalogue version, goes stale on the day one comes out with no
-- change to the catalogue. The upkeep (upkeep.ts) moves the shop's versions once on such a day; this is the last day
-- it looked, so it moves them once only.
alter table shops add column forthcoming_checked_on date;
