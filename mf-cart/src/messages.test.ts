import { readdirSync } from 'node:fs';
import { keyMismatches, type Bilingual, type Messages } from '@bookshop/i18n';

/**
 * Every file of texts in the remote, found on disk so that none escapes the check: `src/messages.ts` (texts several
 * features share) and each feature's `messages.ts` or `<part>-messages.ts`.
 */
const files = (readdirSync(__dirname, { recursive: true }) as string[])
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /(^|\/|-)messages\.ts$/.test(file))
  .sort();

const isBilingual = (value: unknown): value is Bilingual<Messages> =>
  typeof value === 'object' && value !== null && 'fr' in value && 'eng' in value;

test('the texts files are found', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'messages.ts',
      'features/cart-page/messages.ts',
      'features/checkout/messages.ts',
      'features/gift-card/messages.ts',
      'features/payment/messages.ts',
      'features/mini-cart/messages.ts',
      'features/popup/messages.ts',
    ]),
  );
});

test.each(files)('%s: French and English have the same keys, and a text for each', async (file) => {
  const dictionaries = Object.entries((await import(`./${file}`)) as Record<string, unknown>).filter(
    (entry): entry is [string, Bilingual<Messages>] => isBilingual(entry[1]),
  );
  expect(dictionaries.length).toBeGreaterThan(0);
  for (const [name, messages] of dictionaries) {
    expect([name, keyMismatches(messages)]).toEqual([name, []]);
    const empty = (['fr', 'eng'] as const).flatMap((language) =>
      Object.entries(messages[language] as Messages).filter(([, text]) => !text.trim()).map(([key]) => `${language}.${key}`),
    );
    expect([name, empty]).toEqual([name, []]);
  }
});
