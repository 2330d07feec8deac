import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  error?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode;
}

export type FieldProps = FieldFrame & InputHTMLAttributes<HTMLInputElement>;
export type TextAreaFieldProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>;
/** `ref` reaches the select itself (a page that takes the keyboard to it). */
export type SelectFieldProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode; ref?: Ref<HTMLSelectElement> };

/** Label, control, hint and error, with the hint and error tied to the control for screen readers. */
function Framed({ label, error, hint, control }: FieldFrame & { control: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control(id, described)}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error message. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <Framed
      label={label}
      error={error}
      hint={hint}
      control={(id, described) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />}
    />
  );
}

/** A labelled text area with its error message. */
export function TextAreaField({ label, error, hint, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Framed
      label={label}
      error={error}
      hint={hint}
      control={(id, described) => <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={described} {...textarea} />}
    />
  );
}

/** A labelled select (its options as children) with its error message. */
export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <Framed
      label={label}
      error={error}
      hint={hint}
      control={(id, described) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...select}>
          {children}
        </select>
      )}
    />
  );
}
