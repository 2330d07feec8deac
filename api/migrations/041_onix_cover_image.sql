-- Covers of the trade's records (issue 45): the image the jobs runner kept for a record's cover address, so that a
-- record naming another address replaces that image, while an image staff gave the book still stays. Left empty for
-- the covers fetched before (their image cannot be told from staff's): a new address for them is noted, not fetched.
alter table articles add column onix_cover_image_link text;
