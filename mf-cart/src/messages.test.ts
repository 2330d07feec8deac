import { keyMismatches } from '@bookshop/i18n';
import { addToCartButtonMessages } from './features/add-to-cart/add-to-cart-button-messages';
import { cartActionMessages } from './features/cart/cart-action-messages';
import { cartLineMessages } from './features/cart/cart-line-messages';
import { miniCartMessages } from './features/mini-cart/mini-cart-messages';
import { cartAddedPopupMessages } from './features/popup/cart-added-popup-messages';
import { cartMessages } from './messages';

/** The small dictionaries of the header's parts and of a book's add-to-cart button: their own keys only, spread into cartMessages. */
const parts = { miniCartMessages, cartLineMessages, cartActionMessages, cartAddedPopupMessages, addToCartButtonMessages };

test('cart texts have the same keys in French and English', () => {
  expect(keyMismatches(cartMessages)).toEqual([]);
});

test.each(Object.entries(parts))('%s have the same keys in French and English', (_name, messages) => {
  expect(keyMismatches(messages)).toEqual([]);
});

test.each(Object.entries(parts))('cartMessages holds every text of %s, unchanged', (_name, messages) => {
  expect(cartMessages.fr).toMatchObject(messages.fr);
  expect(cartMessages.eng).toMatchObject(messages.eng);
});
