import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@bookshop/ui';

/** What a code field says, in the shopper's language (the caller's texts). */
export interface CodeFieldTexts {
  label: string;
  hint?: string;
  apply: string;
  required: string;
  /** Shown while a code is applied. */
  applied: string;
  remove: string;
}

export interface CodeFieldProps {
  name: string;
  maxLength: number;
  texts: CodeFieldTexts;
  /** Whether a code is applied (its text then replaces the field). */
  isApplied: boolean;
  /** The server's refusal, in words, or null. */
  error: string | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * A code the checkout applies (a coupon, a gift card): typed and applied with its button (or Enter, which must not send
 * the order), the required message when empty, the server's refusal, and once applied, its text with a remove button.
 */
export function CodeField({ name, maxLength, texts, isApplied, error, busy, onApply, onRemove }: CodeFieldProps) {
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
  const message = required ? texts.required : error;

  if (isApplied) {
    return (
      <div className="checkout-coupon checkout-coupon--applied">
        <p role="status">{texts.applied}</p>
        <Button variant="ghost" onClick={onRemove}>
          {texts.remove}
        </Button>
      </div>
    );
  }
  const described = [texts.hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="checkout-coupon field">
      <label htmlFor={`${id}-code`}>{texts.label}</label>
      {texts.hint && (
        <p id={`${id}-hint`} className="field__hint">
          {texts.hint}
        </p>
      )}
      <div className="checkout-coupon__row">
        <input
          id={`${id}-code`}
          name={name}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxLength}
          value={typed}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" busy={busy} onClick={apply}>
          {texts.apply}
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
