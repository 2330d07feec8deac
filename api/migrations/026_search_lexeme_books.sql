-- How many published books of each shop hold each word of the search documents.
--
-- A list counts its matches up to LIST_COUNT_LIMIT (1,000) and says "more than" past it. For a search, that bounded
-- count still builds the whole bitmap of the word's books from the GIN index before it can stop: 6 ms for "hugo" and
-- 19 ms for "étranger" at a million books, the largest part of a search's first answer. Yet a word held by more
-- published books than the limit settles it: every book holding it matches. So the API reads the commonest word's
-- books here (services/articles.ts, resolveSearch) and counts only when no word of the search settles it.
--
-- The counts must never exceed the truth (a list would say "more than 1,000" of fewer books): they change in the
-- statement that changes the books (the triggers below), and a word missing here only means "count". Words of digits
-- only (EANs, years) are left out: each names a book or a few, and a million of them would double the table.
create table search_lexeme_books (
  shop_id int not null references shops(id) on delete cascade,
  lexeme text collate "C" not null,
  books int not null check (books >= 0),
  primary key (shop_id, lexeme)
);

-- Whether a word's books are counted here: not when it is made of digits only.
create function search_word_counted(lexeme text) returns boolean language sql immutable parallel safe as $$
  select lexeme !~ '^[0-9]+$'
$$;

-- Counts a shop's words again from its books, and remembers any of them search_lexemes lacks (024), in one pass over
-- the documents: here for the books already there, and after a bulk load that left both to the end
-- (api/src/seed/generate.ts) or a restore run without triggers.
create function recount_search_lexeme_books(shop int) returns void language sql as $$
  delete from search_lexeme_books where shop_id = shop;
  with counted as (
    select w.lexeme, count(*) filter (where a.published) as books
    from articles a, unnest(tsvector_to_array(a.search)) as w(lexeme)
    where a.shop_id = shop
    group by w.lexeme
  ),
  remembered as (
    insert into search_lexemes (lexeme) select lexeme from counted on conflict do nothing
  )
  insert into search_lexeme_books (shop_id, lexeme, books)
    select shop, lexeme, books from counted where books > 0 and search_word_counted(lexeme);
$$;

select recount_search_lexeme_books(id) from shops;

-- Applies the books gained (+1) and lost (-1) by each word, in word order so that two statements touching the same
-- words lock them in the same order (no deadlock). A shop deleted with its books has no counts left to lower.
create function apply_search_lexeme_changes(changes jsonb) returns void language sql as $$
  with deltas as (
    select (c ->> 'shop_id')::int as shop_id, c ->> 'lexeme' as lexeme, (c ->> 'delta')::int as delta
    from jsonb_array_elements(changes) as c
  ),
  lowered as (
    update search_lexeme_books b set books = b.books + d.delta
    from deltas d where d.delta < 0 and b.shop_id = d.shop_id and b.lexeme = d.lexeme
  )
  insert into search_lexeme_books (shop_id, lexeme, books)
    select d.shop_id, d.lexeme, d.delta from deltas d
    where d.delta > 0 and exists (select 1 from shops s where s.id = d.shop_id)
    order by d.shop_id, d.lexeme
  on conflict (shop_id, lexeme) do update set books = search_lexeme_books.books + excluded.books
$$;

create function count_search_lexeme_books() returns trigger language plpgsql as $$
declare
  changes jsonb;
begin
  -- Each published book's words, -1 as it was and +1 as it is; a book whose document, shop and publication did not
  -- change (a sale, a price) gives nothing and costs one comparison.
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('shop_id', shop_id, 'lexeme', lexeme, 'delta', delta)) into changes
    from (
      select n.shop_id, w.lexeme, count(*) as delta
      from changed_after n, unnest(tsvector_to_array(n.search)) as w(lexeme)
      where n.published and search_word_counted(w.lexeme)
      group by n.shop_id, w.lexeme
    ) as counted;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('shop_id', shop_id, 'lexeme', lexeme, 'delta', delta)) into changes
    from (
      select o.shop_id, w.lexeme, -count(*) as delta
      from changed_before o, unnest(tsvector_to_array(o.search)) as w(lexeme)
      where o.published and search_word_counted(w.lexeme)
      group by o.shop_id, w.lexeme
    ) as counted;
  else
    select jsonb_agg(jsonb_build_object('shop_id', shop_id, 'lexeme', lexeme, 'delta', delta)) into changes
    from (
      select shop_id, lexeme, sum(delta) as delta
      from (
        select o.shop_id, w.lexeme, -1 as delta
        from changed_before o join changed_after n on n.id = o.id, unnest(tsvector_to_array(o.search)) as w(lexeme)
        where o.published and (o.search, o.shop_id, o.published) is distinct from (n.search, n.shop_id, n.published)
        union all
        select n.shop_id, w.lexeme, 1
        from changed_before o join changed_after n on n.id = o.id, unnest(tsvector_to_array(n.search)) as w(lexeme)
        where n.published and (o.search, o.shop_id, o.published) is distinct from (n.search, n.shop_id, n.published)
      ) as moves
      where search_word_counted(lexeme)
      group by shop_id, lexeme
      having sum(delta) <> 0
    ) as counted;
  end if;
  if changes is not null then
    perform apply_search_lexeme_changes(changes);
  end if;
  return null;
end
$$;

create trigger articles_search_books_insert after insert on articles referencing new table as changed_after
  for each statement execute function count_search_lexeme_books();
create trigger articles_search_books_update after update on articles referencing old table as changed_before new table as changed_after
  for each statement execute function count_search_lexeme_books();
create trigger articles_search_books_delete after delete on articles referencing old table as changed_before
  for each statement execute function count_search_lexeme_books();
