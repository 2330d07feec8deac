import type { ButtonHTMLAttributes } from 'react';
import { useT } from '@bookshop/i18n';
import { uiMessages } from './messages';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Shows a spinner and blocks the button while an action runs. */
  busy?: boolean;
}

/** The store's button. */
export function Button({ variant = 'primary', busy = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={['bk-button', `bk-button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}

/** A loading indicator with an accessible label. */
export function Spinner({ size = 'normal', label }: { size?: 'small' | 'normal'; label?: string }) {
  const t = useT(uiMessages);
  return <span className={`bk-spinner bk-spinner--${size}`} role="status" aria-label={label ?? t('loading')} />;
}

/** A centred loading state for a page or a section. */
export function LoadingBlock({ label }: { label?: string }) {
  return (
    <div className="bk-loading-block">
      <Spinner label={label} />
    </div>
  );
}
