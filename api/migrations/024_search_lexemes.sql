-- Searching by word prefix at a million titles.
--
-- A search word is also a prefix ("miser" finds "misérables"). Asked as a prefix query (`miser:*`), the GIN index
-- gathers every book of every word the prefix begins into a bitmap before it can combine it with anything: 8 ms for
-- "hugo" alone at a million books where the whole word takes 3 ms, and 29 ms for "lettres venise" where the two whole
-- words take 4.5 ms, because a prefix cannot skip through the other word's books as whole words do. So the words of
-- the search documents are kept here, and a prefix that begins few of them is searched as those words
-- (search_prefix_query); one that begins many (a short prefix, or digits of an ISBN) stays a prefix query.
--
-- The table only grows: a word no book holds any longer costs a lookup that finds nothing, while a word missing
-- here would hide books from search, so every insert and every changed search document adds its words.
create table search_lexemes (lexeme text collate "C" primary key);

insert into search_lexemes (lexeme) select distinct unnest(tsvector_to_array(search)) from articles;

create function remember_search_lexemes() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into search_lexemes (lexeme)
      select distinct unnest(tsvector_to_array(n.search)) from changed_after n
      on conflict do nothing;
  else
    -- Most updates leave the document as it was (stock, sales): only changed documents are read.
    insert into search_lexemes (lexeme)
      select distinct unnest(tsvector_to_array(n.search)) from changed_after n
      where not exists (select 1 from changed_before o where o.id = n.id and o.search = n.search)
      on conflict do nothing;
  end if;
  return null;
end
$$;

create trigger articles_search_lexemes_insert after insert on articles referencing new table as changed_after
  for each statement execute function remember_search_lexemes();
create trigger articles_search_lexemes_update after update on articles referencing old table as changed_before new table as changed_after
  for each statement execute function remember_search_lexemes();

-- A tsquery literal of one lexeme, with weights ('' for any, 'AB' for title and author), quoted as tsquery wants.
create function search_lexeme_query(lexeme text, weights text) returns text language sql immutable as $$
  select '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''' || case when weights = '' then '' else ':' || weights end
$$;

-- The tsquery of a word as a prefix: the words it begins, as whole words, when it begins at most 64 of them; a prefix
-- query when it begins more (the index then reads them as one); the word itself when it begins none (it finds nothing,
-- as the prefix would).
create function search_prefix_query(term text, weights text) returns tsquery language sql stable as $$
  select case
    when count(*) = 0 then search_lexeme_query(term, weights)::tsquery
    when count(*) > 64 then ('''' || replace(replace(term, '\', '\\'), '''', '''''') || ''':*' || weights)::tsquery
    else string_agg(search_lexeme_query(lexeme, weights), ' | ')::tsquery
  end
  from (
    select lexeme from search_lexemes
    where lexeme >= term collate "C" and lexeme <= (term || chr(1114111)) collate "C"
    order by lexeme limit 65
  ) as begun
$$;
