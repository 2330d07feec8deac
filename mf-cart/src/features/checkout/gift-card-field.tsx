import { giftCardCodeEnd, type GiftCardCheck, type GiftCardRefusal } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useLanguage, useT } from '@bookshop/i18n';
import { CodeField } from './code-field';
import { checkoutMessages } from './messages';
import { formatEuro } from './money';

type CartKey = keyof typeof checkoutMessages.fr;

/** The shopper's words for each refusal of a card (422 gift_card_*, 429 too_many_gift_card_tries). */
const REFUSAL_KEYS: Record<GiftCardRefusal | 'too_many_gift_card_tries', CartKey> = {
  gift_card_unknown: 'giftCardUnknown',
  gift_card_spent: 'giftCardSpent',
  gift_card_expired: 'giftCardExpired',
  gift_card_cancelled: 'giftCardCancelled',
  too_many_gift_card_tries: 'giftCardTooManyTries',
};

/** The message key of a refused card, or null when the error is not about the card. */
export function giftCardRefusalKey(error: unknown): CartKey | null {
  if (!(error instanceof ApiError) || error.field !== 'gift_card_code') return null;
  return REFUSAL_KEYS[error.code as keyof typeof REFUSAL_KEYS] ?? 'giftCardUnknown';
}

export interface GiftCardFieldProps {
  /** The card checked by the server, or null. */
  applied: GiftCardCheck | null;
  error: CartKey | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The checkout's gift card: its code checked by the server, its refusal, and once checked, what it has left with a
 * button not to use it. What it pays of this order is in the summary (giftCardShare).
 */
export function GiftCardField({ applied, error, busy, onApply, onRemove }: GiftCardFieldProps) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  return (
    <CodeField
      name="gift_card_code"
      maxLength={40}
      texts={{
        label: t('giftCardLabel'),
        hint: t('giftCardHint'),
        apply: t('giftCardApply'),
        required: t('giftCardRequired'),
        applied: applied ? t('giftCardApplied', { code: giftCardCodeEnd(applied.code), balance: formatEuro(applied.balance, language) }) : '',
        remove: t('giftCardRemove'),
      }}
      isApplied={applied !== null}
      error={error ? t(error) : null}
      busy={busy}
      onApply={onApply}
      onRemove={onRemove}
    />
  );
}
