import { useId, useState, type KeyboardEvent } from 'react';
import { isAtStockCap, isTypedQuantityTooLong, parseTypedQuantity } from '@bookshop/store';
import { useT } from '@bookshop/i18n';
import { formsMessages } from './forms-messages';

export interface QuantityStepperProps {
  quantity: number;
  /** Available stock: the cap. */
  stock: number;
  /** Called with the next quantity (already within 1..stock, and at most LINE_QUANTITY_MAX). */
  onChange: (next: number) => void;
  /** Blocks every control (the 1000 ms lock after a change, or a save in flight). */
  locked?: boolean;
  /** Accessible name of the group, for example the book title. */
  label: string;
}

/**
 * − / typed / + control. − does nothing at 1; + is disabled at the cap (the stock, at most LINE_QUANTITY_MAX) and shows
 * 'No more items in stock'; a typed value has non-digits stripped, is clamped to the same cap and saved on blur, Enter
 * or Tab; one of four digits or more is refused with 'Please enter less than four numbers!' (spec section 5) and the
 * quantity stays as it was.
 */
export function QuantityStepper({ quantity, stock, onChange, locked = false, label }: QuantityStepperProps) {
  const t = useT(formsMessages);
  // What the shopper is typing; null when the field simply shows the quantity.
  const [draft, setDraft] = useState<string | null>(null);
  // A typed value refused for its length: the message stays until the shopper types again.
  const [refused, setRefused] = useState(false);
  const atCap = isAtStockCap(quantity, stock);
  const tooLong = refused || (draft !== null && isTypedQuantityTooLong(draft));
  const messageId = `bk-stepper-${useId()}`;

  const commit = () => {
    if (draft === null) return;
    if (isTypedQuantityTooLong(draft)) {
      setDraft(null);
      setRefused(true);
      return;
    }
    const next = parseTypedQuantity(draft, stock);
    setDraft(null);
    if (next !== quantity) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Tab') commit();
  };

  return (
    <div className="bk-stepper" role="group" aria-label={`${t('quantity')} — ${label}`}>
      <button type="button" className="bk-stepper__button" aria-label={t('decrease')} disabled={locked} onClick={() => quantity > 1 && onChange(quantity - 1)}>
        −
      </button>
      <input
        className="bk-stepper__input"
        inputMode="numeric"
        aria-label={t('quantity')}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? messageId : undefined}
        value={draft ?? String(quantity)}
        disabled={locked}
        onChange={(event) => {
          setRefused(false);
          setDraft(event.target.value.replace(/\D+/g, ''));
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="bk-stepper__button" aria-label={t('increase')} disabled={locked || atCap} onClick={() => onChange(quantity + 1)}>
        +
      </button>
      {tooLong && (
        <span id={messageId} className="bk-stepper__error" role="alert">
          {t('lessThanFourNumbers')}
        </span>
      )}
      {atCap && stock > 0 && (
        <span className="bk-stepper__info" role="status">
          {t('noMoreStock')}
        </span>
      )}
    </div>
  );
}
