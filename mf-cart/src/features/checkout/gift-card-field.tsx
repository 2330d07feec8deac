import { useId, useState, type KeyboardEvent } from 'react';
import { giftCardCodeEnd, type GiftCardCheck, type GiftCardRefusal } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useLanguage, useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
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
 * The checkout's gift card: its code typed and checked with its button (or Enter, which must not send the order), the
 * server's refusal, and once checked, what it has left with a button not to use it. What it pays of this order is in
 * the summary (giftCardShare).
 */
export function GiftCardField({ applied, error, busy, onApply, onRemove }: GiftCardFieldProps) {
  const t = useT(checkoutMessages);
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [required, setRequired] = useState(false);
  const id = useId();
  const apply = () => {
    const code = typed.trim();
    setRequired(code === '');
    if (code !== '') onApply(code);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const message = required ? t('giftCardRequired') : error ? t(error) : null;

  if (applied) {
    return (
      <div className="checkout-coupon checkout-coupon--applied">
        <p role="status">{t('giftCardApplied', { code: giftCardCodeEnd(applied.code), balance: formatEuro(applied.balance, language) })}</p>
        <Button variant="ghost" onClick={onRemove}>
          {t('giftCardRemove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="checkout-coupon field">
      <label htmlFor={`${id}-code`}>{t('giftCardLabel')}</label>
      <p id={`${id}-hint`} className="field__hint">
        {t('giftCardHint')}
      </p>
      <div className="checkout-coupon__row">
        <input
          id={`${id}-code`}
          name="gift_card_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" busy={busy} onClick={apply}>
          {t('giftCardApply')}
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
