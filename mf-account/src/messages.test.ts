import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { keyMismatches, type Bilingual, type Messages } from '@bookshop/i18n';
import { afterSalesMessages } from './features/after-sales/messages';
import { invoiceMessages } from './features/invoices/messages';
import { loginMessages } from './features/login/messages';
import { ordersMessages } from './features/orders/messages';
import { profileMessages } from './features/profile/messages';
import { profileMenuMessages } from './features/profile-menu/messages';
import { recoveryMessages } from './features/recovery/messages';
import { registerMessages } from './features/register/messages';
import { rightsMessages } from './features/rights/messages';
import { socialSignInMessages } from './features/social-sign-in/messages';
import { stockAlertMessages } from './features/stock-alerts/messages';
import { giftCardMessages } from './features/gift-cards/messages';
import { wishlistMessages } from './features/wishlist/messages';
import { wishlistButtonMessages } from './features/wishlist/wishlist-button-messages';
import { accountMessages } from './messages';

/** Every dictionary of the account remote: the shared one, each feature's, and the wishlist button's own. */
const dictionaries: Record<string, Bilingual<Messages>> = {
  accountMessages,
  afterSalesMessages,
  invoiceMessages,
  loginMessages,
  ordersMessages,
  profileMessages,
  profileMenuMessages,
  recoveryMessages,
  registerMessages,
  rightsMessages,
  socialSignInMessages,
  stockAlertMessages,
  giftCardMessages,
  wishlistMessages,
  wishlistButtonMessages,
};

/** The remote's messages files, found on disk, so that a new one cannot escape the checks below. */
function messagesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messagesFiles(path);
    return /(^|-)messages\.ts$/.test(entry.name) ? [relative(__dirname, path)] : [];
  });
}

test('every messages file of the remote is checked here', () => {
  const imported = [
    'messages.ts',
    ...['after-sales', 'gift-cards', 'invoices', 'login', 'orders', 'profile', 'profile-menu', 'recovery', 'register', 'rights', 'social-sign-in', 'stock-alerts', 'wishlist'].map(
      (feature) => join('features', feature, 'messages.ts'),
    ),
    join('features', 'wishlist', 'wishlist-button-messages.ts'),
  ].sort();
  expect(messagesFiles(__dirname).sort()).toEqual(imported);
});

test.each(Object.entries(dictionaries))('%s has the same keys in French and English', (_name, messages) => {
  expect(keyMismatches(messages)).toEqual([]);
});

test.each(Object.entries(dictionaries))('%s has a text in each language for every key', (_name, messages) => {
  for (const language of ['fr', 'eng'] as const) {
    for (const [key, text] of Object.entries(messages[language])) expect([key, text.trim()]).not.toEqual([key, '']);
  }
});

test('the profile menu and the wishlist button keep their small dictionaries, their texts unchanged where others spread them', () => {
  expect(accountMessages.fr.login).toBe(profileMenuMessages.fr.login);
  expect(accountMessages.eng.login).toBe(profileMenuMessages.eng.login);
  expect(wishlistMessages.fr).toMatchObject(wishlistButtonMessages.fr);
  expect(wishlistMessages.eng).toMatchObject(wishlistButtonMessages.eng);
});

test('each feature dictionary holds every shared text, unchanged', () => {
  for (const messages of [afterSalesMessages, loginMessages, ordersMessages, profileMessages, recoveryMessages, registerMessages, socialSignInMessages, wishlistMessages]) {
    expect(messages.fr).toMatchObject(accountMessages.fr);
    expect(messages.eng).toMatchObject(accountMessages.eng);
  }
});
