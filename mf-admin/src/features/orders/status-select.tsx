import { useId, useState } from 'react';
import { useT } from '@bookshop/i18n';
import { Button } from '@bookshop/ui';
import { adminMessages } from '../../messages';

type Messages = typeof adminMessages.fr;

interface NextStepProps<S extends string> {
  /** What the row is, for the control's accessible name. */
  label: string;
  next: readonly S[];
  labelOf: (status: S) => keyof Messages;
  onMove: (status: S) => Promise<void>;
}

/** The allowed next steps of a row (ORDER_TRANSITIONS / RETURN_TRANSITIONS) as a select and a button. */
export function NextStep<S extends string>({ label, next, labelOf, onMove }: NextStepProps<S>) {
  const t = useT(adminMessages);
  const id = useId();
  const [choice, setChoice] = useState<S | ''>('');
  const [busy, setBusy] = useState(false);
  if (next.length === 0) return <span className="admin-muted">{t('finalStatus')}</span>;
  const selected = choice || (next[0] as S);
  return (
    <div className="admin-next-step">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={selected} onChange={(event) => setChoice(event.target.value as S)}>
        {next.map((status) => (
          <option key={status} value={status}>
            {t(labelOf(status))}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => {
          setBusy(true);
          void onMove(selected).finally(() => setBusy(false));
        }}
      >
        {t('moveTo', { status: t(labelOf(selected)) })}
      </Button>
    </div>
  );
}
