import { useId, useState, type KeyboardEvent } from 'react';
import { COUPON_TYPED_MAX_LENGTH, type CouponRefusal } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
import { checkoutMessages } from './messages';

type CartKey = keyof typeof checkoutMessages.fr;

/** The shopper's words for each refusal of the server (422 and 403 coupon_*, 429 too_many_coupon_tries). */
const REFUSAL_KEYS: Record<CouponRefusal | 'too_many_coupon_tries', CartKey> = {
  coupon_unknown: 'couponUnknown',
  coupon_not_started: 'couponNotStarted',
  coupon_expired: 'couponExpired',
  coupon_exhausted: 'couponExhausted',
  coupon_customer_limit: 'couponCustomerLimit',
  coupon_minimum: 'couponMinimum',
  coupon_needs_confirmed_account: 'couponNeedsConfirmedAccount',
  too_many_coupon_tries: 'couponTooManyTries',
};

/** The message key of a refused code, or null when the error is not about the code (a network failure, a 500). */
export function couponRefusalKey(error: unknown): CartKey | null {
  if (!(error instanceof ApiError) || error.field !== 'coupon_code') return null;
  return REFUSAL_KEYS[error.code as keyof typeof REFUSAL_KEYS] ?? 'couponUnknown';
}

export interface CouponFieldProps {
  /** The code the server applied to the summary, or null. */
  applied: string | null;
  /** The refusal to show under the field (a message key), or null. */
  error: CartKey | null;
  /** Whether the server is checking the code. */
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The checkout's coupon code: typed and applied with its button (or Enter, which must not send the order), the
 * required message when empty (spec section 5), the server's refusal, and once applied, the code with a remove button.
 * What the code takes off is the server's, shown in the summary.
 */
export function CouponField({ applied, error, busy, onApply, onRemove }: CouponFieldProps) {
  const t = useT(checkoutMessages);
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
  const message = required ? t('couponRequired') : error ? t(error) : null;

  if (applied) {
    return (
      <div className="checkout-coupon checkout-coupon--applied">
        <p role="status">{t('couponApplied', { code: applied })}</p>
        <Button variant="ghost" onClick={onRemove}>
          {t('couponRemove')}
        </Button>
      </div>
    );
  }
  return (
    <div className="checkout-coupon field">
      <label htmlFor={`${id}-code`}>{t('couponLabel')}</label>
      <div className="checkout-coupon__row">
        <input
          id={`${id}-code`}
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={COUPON_TYPED_MAX_LENGTH}
          value={typed}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" busy={busy} onClick={apply}>
          {t('couponApply')}
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
