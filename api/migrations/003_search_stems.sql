-- Search finds a word's other forms ("chevaux" finds "cheval", "prides" finds "pride"), in French and in English.
--
-- search_document builds an article's search document from its four weighted texts (title and EAN, author,
-- translator and illustrator, collection and publisher), already normalised by the API (accent-free, lower-case,
-- French elisions dropped: PGlite has no unaccent). Each text gives its words as they are, for prefix searches, plus
-- the French and English stems that differ from them: stems that equal a word add nothing but size, and the
-- document is read by every list scan of the articles table.

create function search_words(words text) returns tsvector
language sql immutable parallel safe
as $$
  select plain || ts_delete(french, tsvector_to_array(plain)) || ts_delete(english, tsvector_to_array(plain || french))
  from (
    select to_tsvector('simple', words) as plain,
      to_tsvector('french', words) as french,
      to_tsvector('english', words) as english
  ) as forms
$$;

create function search_document(title_and_ean text, author text, translator_and_illustrator text, collection_and_publisher text)
returns tsvector
language sql immutable parallel safe
as $$
  select setweight(search_words(title_and_ean), 'A') || setweight(search_words(author), 'B')
    || setweight(search_words(translator_and_illustrator), 'C') || setweight(search_words(collection_and_publisher), 'D')
$$;

-- The stored documents hold the normalised words of each weight: rebuild them from those. This rewrites every
-- article; the migration runner vacuums afterwards, and a large catalogue gives the old rows' space back to the
-- disk with `vacuum full articles` (not possible inside a migration's transaction).
update articles
set search = search_document(
  array_to_string(tsvector_to_array(ts_filter(search, '{a}')), ' '),
  array_to_string(tsvector_to_array(ts_filter(search, '{b}')), ' '),
  array_to_string(tsvector_to_array(ts_filter(search, '{c}')), ' '),
  array_to_string(tsvector_to_array(ts_filter(search, '{d}')), ' ')
);
