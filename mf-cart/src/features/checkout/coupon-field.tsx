import { COUPON_TYPED_MAX_LENGTH, type CouponRefusal } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { CodeField } from './code-field';
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
 * The checkout's coupon code: the required message when empty (spec section 5), the server's refusal, and once applied,
 * the code with a remove button. What the code takes off is the server's, shown in the summary.
 */
export function CouponField({ applied, error, busy, onApply, onRemove }: CouponFieldProps) {
  const t = useT(checkoutMessages);
  return (
    <CodeField
      name="coupon_code"
      maxLength={COUPON_TYPED_MAX_LENGTH}
      texts={{
        label: t('couponLabel'),
        apply: t('couponApply'),
        required: t('couponRequired'),
        applied: applied ? t('couponApplied', { code: applied }) : '',
        remove: t('couponRemove'),
      }}
      isApplied={applied !== null}
      error={error ? t(error) : null}
      busy={busy}
      onApply={onApply}
      onRemove={onRemove}
    />
  );
}
