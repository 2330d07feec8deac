import { readSurrogateKeys, surrogateKeyHeaderFrom, surrogateKeyHeaders } from './index';

test('CDN_KEY_HEADER names one of the two headers CDNs read, Surrogate-Key when unset', () => {
  expect(surrogateKeyHeaderFrom(undefined)).toBe('surrogate-key');
  expect(surrogateKeyHeaderFrom('')).toBe('surrogate-key');
  expect(surrogateKeyHeaderFrom('Cache-Tag')).toBe('cache-tag');
  expect(() => surrogateKeyHeaderFrom('Edge-Cache-Tag')).toThrow('CDN_KEY_HEADER must be Surrogate-Key or Cache-Tag, not "Edge-Cache-Tag".');
});

test('the keys go in one header, with its separator, and read back from whichever an answer carries', () => {
  expect(surrogateKeyHeaders('surrogate-key', ['book-42', 'shop-1'])).toEqual({ 'surrogate-key': 'book-42 shop-1' });
  expect(surrogateKeyHeaders('cache-tag', ['book-42', 'shop-1'])).toEqual({ 'cache-tag': 'book-42,shop-1' });
  expect(readSurrogateKeys({ 'cache-tag': 'book-42,shop-1' })).toEqual({ header: 'cache-tag', keys: ['book-42', 'shop-1'] });
  expect(readSurrogateKeys({ 'surrogate-key': 'shop-1' })).toEqual({ header: 'surrogate-key', keys: ['shop-1'] });
  expect(readSurrogateKeys({ 'content-type': 'application/json' })).toBeNull();
});
