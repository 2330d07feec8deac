import { activeFilterCount, filledFields, filtersToQuery, readListFilters, withoutFilters } from './book-filters';

test('clearing the filters keeps the words and the order, and goes back to page 1', () => {
  const params = new URLSearchParams('q=hugo&category=3&category=5&collection=4&publisher=2&author=12&min=5&max=9&stock=1&sort=title&page=3');
  expect(withoutFilters(params).toString()).toBe('q=hugo&sort=title');
});

test('a form sent with script asks the address its filled fields make, in their order', () => {
  const form = document.createElement('form');
  form.innerHTML = `
    <input type="hidden" name="q" value="hugo">
    <input type="checkbox" name="stock" value="1" checked>
    <input name="min" value=" "><input name="max" value="12,5">
    <input type="checkbox" name="category" value="3" checked><input type="checkbox" name="category" value="4">
    <input type="checkbox" name="category" value="5" checked>
    <select name="author"><option value="" selected>Tous</option><option value="7">Victor Hugo</option></select>`;
  expect(filledFields(form).toString()).toBe('q=hugo&stock=1&max=12%2C5&category=3&category=5');
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
  // The titles not out yet.
  expect(filtersToQuery(new URLSearchParams('forthcoming=1'))).toEqual({ forthcoming: 1 });
  expect(activeFilterCount(new URLSearchParams('forthcoming=1&stock=1'))).toBe(2);
  // The booksellers' picks.
  expect(filtersToQuery(new URLSearchParams('favorites=1'))).toEqual({ favorites: true });
  expect(activeFilterCount(new URLSearchParams('favorites=1&stock=1'))).toBe(2);
  expect(activeFilterCount(new URLSearchParams('author=12&min=3'))).toBe(2);
  expect(activeFilterCount(new URLSearchParams('translator=4&illustrator=9'))).toBe(2);
});
