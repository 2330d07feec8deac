import { activeFilterCount, filtersToQuery, readListFilters, toggleInUrl } from './book-filters';

test('selecting adds, selecting again removes, an emptied filter leaves the URL', () => {
  let params = new URLSearchParams('sort=title&page=3');
  params = toggleInUrl(params, 'collection', 4);
  expect(params.toString()).toBe('sort=title&collection=4');
  params = toggleInUrl(params, 'collection', 7);
  expect(params.getAll('collection')).toEqual(['4', '7']);
  params = toggleInUrl(toggleInUrl(params, 'collection', 4), 'collection', 7);
  expect(params.has('collection')).toBe(false);
  expect(params.toString()).toBe('sort=title');
});

test('reads only well-formed ids, once each', () => {
  expect(readListFilters(new URLSearchParams('category=3&category=3&category=x&publisher=-1&collection=2'))).toEqual({ category: [3], collection: [2] });
});

test('turns the URL into the API query', () => {
  expect(filtersToQuery(new URLSearchParams('category=3&category=5&publisher=2&min=5&max=12,5&stock=1'))).toEqual({
    category_id: [3, 5],
    publisher_id: [2],
    min_price: 5,
    max_price: 12.5,
    in_stock: 1,
  });
  // A maximum below the minimum is ignored rather than sent.
  expect(filtersToQuery(new URLSearchParams('min=20&max=10'))).toEqual({ min_price: 20 });
  expect(filtersToQuery(new URLSearchParams('author=12&translator=4&illustrator=x'))).toEqual({ author_id: 12, translator_id: 4 });
  expect(activeFilterCount(new URLSearchParams('category=3&category=5&stock=1&sort=title'))).toBe(3);
  expect(activeFilterCount(new URLSearchParams('author=12&min=3'))).toBe(2);
  expect(activeFilterCount(new URLSearchParams('translator=4&illustrator=9'))).toBe(2);
});
