import { randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET } from '@bookshop/contracts';

/**
 * A code of `groups` groups of four random characters joined by dashes (`K7QM-2ZPA`), from the shop's one alphabet of
 * codes: capitals and digits without the look-alikes I, O, 0 and 1 (the contracts' GIFT_CARD_CODE_ALPHABET), 5 bits
 * each. Order numbers, pickup codes and gift card codes are all read aloud or typed by someone.
 */
export function randomCode(groups: number): string {
  const chars = Array.from({ length: groups * 4 }, () => GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)]);
  return chars.join('').match(/.{4}/g)?.join('-') ?? '';
}
