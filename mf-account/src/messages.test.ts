import { keyMismatches } from '@bookshop/i18n';
import { profileMenuMessages } from './features/profile-menu/profile-menu-messages';
import { wishlistButtonMessages } from './features/wishlist/wishlist-button-messages';
import { accountMessages } from './messages';

test('account texts have the same keys in French and English', () => {
  expect(keyMismatches(accountMessages)).toEqual([]);
});

test('profile menu texts have the same keys in French and English', () => {
  expect(keyMismatches(profileMenuMessages)).toEqual([]);
});

test('accountMessages holds every profile menu text, unchanged', () => {
  expect(accountMessages.fr).toMatchObject(profileMenuMessages.fr);
  expect(accountMessages.eng).toMatchObject(profileMenuMessages.eng);
});

test('wishlist button texts have the same keys in French and English', () => {
  expect(keyMismatches(wishlistButtonMessages)).toEqual([]);
});

test('accountMessages holds every wishlist button text, unchanged', () => {
  expect(accountMessages.fr).toMatchObject(wishlistButtonMessages.fr);
  expect(accountMessages.eng).toMatchObject(wishlistButtonMessages.eng);
});
