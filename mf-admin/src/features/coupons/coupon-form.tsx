import { useState, type FormEvent } from 'react';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_MAX_AMOUNT,
  COUPON_MAX_MIN_BASKET,
  COUPON_MAX_USES,
  normalizeCouponCode,
  type AdminCouponBody,
  type AdminCouponRow,
  type CouponKind,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Modal } from '@bookshop/ui';
import { Field, SelectField } from '@bookshop/ui/forms';
import { fromLocalInput, toLocalInput } from '../../lib/local-date';
import { createCoupon, updateCoupon } from './api';
import { couponMessages, type CouponKey } from './messages';

/** The form's fields as typed. */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_customer: string;
  min_basket: string;
  active: boolean;
}

type DraftErrors = Partial<Record<keyof CouponDraft, CouponKey>>;

const draftOf = (coupon: AdminCouponRow | null): CouponDraft => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'percent',
  value: coupon ? String(coupon.value) : '',
  starts_at: coupon?.starts_at ? toLocalInput(coupon.starts_at) : '',
  ends_at: coupon?.ends_at ? toLocalInput(coupon.ends_at) : '',
  max_uses: coupon?.max_uses ? String(coupon.max_uses) : '',
  max_uses_per_customer: coupon?.max_uses_per_customer ? String(coupon.max_uses_per_customer) : '',
  min_basket: coupon && coupon.min_basket > 0 ? String(coupon.min_basket) : '',
  active: coupon?.active ?? true,
});

/** A decimal as typed in either language (`12,5` or `12.5`), or NaN. */
const decimal = (text: string) => (/^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);
const WHOLE = /^\d+$/;
/** A code's length bounds, as its texts' {min} and {max} name them. */
const CODE_LENGTH = { min: COUPON_CODE_MIN_LENGTH, max: COUPON_CODE_MAX_LENGTH };

/** The draft's problems, as the server would see them (it checks again): the same rules, said before sending. */
export function checkCouponDraft(draft: CouponDraft): DraftErrors {
  const errors: DraftErrors = {};
  const code = normalizeCouponCode(draft.code);
  if (code === '') errors.code = 'required';
  else if (!COUPON_CODE_PATTERN.test(code)) errors.code = 'invalidCode';
  const value = draft.value.trim();
  if (value === '') errors.value = 'required';
  else if (draft.kind === 'percent' && !(WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 100)) errors.value = 'invalidPercent';
  else if (draft.kind === 'amount' && !(/^\d+([.,]\d{1,2})?$/.test(value) && decimal(value) >= 0.01 && decimal(value) <= COUPON_MAX_AMOUNT)) {
    errors.value = 'invalidAmount';
  }
  const starts = draft.starts_at ? fromLocalInput(draft.starts_at) : null;
  const ends = draft.ends_at ? fromLocalInput(draft.ends_at) : null;
  if (draft.starts_at && !starts) errors.starts_at = 'invalidDate';
  if (draft.ends_at && !ends) errors.ends_at = 'invalidDate';
  else if (starts && ends && ends <= starts) errors.ends_at = 'endBeforeStart';
  for (const field of ['max_uses', 'max_uses_per_customer'] as const) {
    const count = draft[field].trim();
    if (count !== '' && !(WHOLE.test(count) && Number(count) >= 1 && Number(count) <= COUPON_MAX_USES)) errors[field] = 'invalidCount';
  }
  const minimum = draft.min_basket.trim();
  if (minimum !== '' && !(decimal(minimum) >= 0 && decimal(minimum) <= COUPON_MAX_MIN_BASKET)) errors.min_basket = 'invalidMinimum';
  return errors;
}

/** The body the API takes for a checked draft: empty optional fields are "no limit". */
export function couponBody(draft: CouponDraft): AdminCouponBody {
  const count = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  return {
    code: normalizeCouponCode(draft.code),
    kind: draft.kind,
    value: decimal(draft.value),
    starts_at: draft.starts_at ? fromLocalInput(draft.starts_at) : null,
    ends_at: draft.ends_at ? fromLocalInput(draft.ends_at) : null,
    max_uses: count(draft.max_uses),
    max_uses_per_customer: count(draft.max_uses_per_customer),
    min_basket: draft.min_basket.trim() === '' ? 0 : decimal(draft.min_basket),
    active: draft.active,
  };
}

/** A refused save: next to the field the server names, or for the whole form. */
function refusalOf(error: unknown): { fields: DraftErrors; general: CouponKey | null } {
  if (!(error instanceof ApiError) || error.status >= 500) return { fields: {}, general: 'saveFailed' };
  if (error.code === 'code_taken') return { fields: { code: 'codeTaken' }, general: null };
  const field = error.field as keyof CouponDraft | undefined;
  if (field && field in draftOf(null)) return { fields: { [field]: 'invalidValue' }, general: null };
  return { fields: {}, general: 'saveFailed' };
}

/** Creates a coupon (`coupon` null) or edits one; the same rules as the server, checked before sending. */
export function CouponForm({ coupon, onClose, onSaved }: { coupon: AdminCouponRow | null; onClose: () => void; onSaved: (saved: AdminCouponRow, created: boolean) => void }) {
  const t = useT(couponMessages);
  const [draft, setDraft] = useState(() => draftOf(coupon));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [general, setGeneral] = useState<CouponKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCouponDraft(draft);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = coupon ? await updateCoupon(coupon.id, couponBody(draft)) : await createCoupon(couponBody(draft));
      onSaved(saved, coupon === null);
    } catch (error) {
      const refusal = refusalOf(error);
      setErrors(refusal.fields);
      setGeneral(refusal.general);
      setBusy(false);
    }
  };
  const bind = (field: Exclude<keyof CouponDraft, 'active' | 'kind'>) => ({
    value: draft[field],
    onChange: (change: { target: { value: string } }) => setDraft({ ...draft, [field]: change.target.value }),
    error: errors[field] && t(errors[field], CODE_LENGTH),
  });

  return (
    <Modal open title={coupon ? t('editNamed', { name: coupon.code }) : t('newCoupon')} onClose={onClose} className="coupon-dialog">
      <form className="coupon-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('code')} hint={t('codeHint', CODE_LENGTH)} required maxLength={COUPON_CODE_MAX_LENGTH} autoComplete="off" {...bind('code')} />
        <div className="coupon-form__pair">
          <SelectField label={t('kind')} value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as CouponKind })}>
            <option value="percent">{t('kindPercent')}</option>
            <option value="amount">{t('kindAmount')}</option>
          </SelectField>
          <Field label={t(draft.kind === 'percent' ? 'valuePercent' : 'valueAmount')} inputMode="decimal" required {...bind('value')} />
        </div>
        <div className="coupon-form__pair">
          <Field label={t('startsAt')} type="datetime-local" {...bind('starts_at')} />
          <Field label={t('endsAt')} type="datetime-local" {...bind('ends_at')} />
        </div>
        <div className="coupon-form__pair">
          <Field label={t('maxUses')} inputMode="numeric" {...bind('max_uses')} />
          <Field label={t('maxUsesPerCustomer')} inputMode="numeric" hint={t('perCustomerHint')} {...bind('max_uses_per_customer')} />
        </div>
        <Field label={t('minBasket')} inputMode="decimal" {...bind('min_basket')} />
        <label className="coupon-form__check">
          <input type="checkbox" checked={draft.active} onChange={(event) => setDraft({ ...draft, active: event.target.checked })} /> {t('active')}
        </label>
        {general && (
          <p className="admin-form__error" role="alert">
            {t(general)}
          </p>
        )}
        <div className="coupon-form__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
