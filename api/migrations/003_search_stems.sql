-- Search finds a word's other forms: each article's search document also holds its words as the French and English
-- stemmers reduce them (src/lib/search.ts builds new documents the same way).
--
-- The stored document already holds the accent-free words (the API normalises them, the database has no unaccent),
-- so each weight's words are taken from it and run through the stemmers again; positions do not matter to ranking.
update articles
set search = search
  || setweight(to_tsvector('french', w.a) || to_tsvector('english', w.a), 'A')
  || setweight(to_tsvector('french', w.b) || to_tsvector('english', w.b), 'B')
  || setweight(to_tsvector('french', w.c) || to_tsvector('english', w.c), 'C')
  || setweight(to_tsvector('french', w.d) || to_tsvector('english', w.d), 'D')
from (
  select id,
    array_to_string(tsvector_to_array(ts_filter(search, '{a}')), ' ') as a,
    array_to_string(tsvector_to_array(ts_filter(search, '{b}')), ' ') as b,
    array_to_string(tsvector_to_array(ts_filter(search, '{c}')), ' ') as c,
    array_to_string(tsvector_to_array(ts_filter(search, '{d}')), ' ') as d
  from articles
) w
where w.id = articles.id;
