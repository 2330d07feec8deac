import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, type StockAlertBody } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { isOutOfStock, useRootStore } from '@bookshop/store';
import { Button, useHydrated } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { requestStockAlert } from './api';
import { stockAlertMessages } from './stock-alert-messages';
import './stock-alert.css';

type Key = keyof typeof stockAlertMessages.fr;

/** What a refusal of the server tells the shopper: the email's own problem beside the field, the rest above the form. */
function refusalOf(error: unknown): { field?: Key; form?: Key } {
  if (error instanceof ApiError && error.field === 'email') return { field: 'notifyEmailInvalid' };
  if (error instanceof ApiError && error.code === 'in_stock') return { form: 'notifyInStock' };
  if (error instanceof ApiError && error.status === 429) return { form: 'notifyTooMany' };
  return { form: 'notifyFailed' };
}

/**
 * "Prévenez-moi" on a book out of stock (nothing otherwise), or of its coming out on a title not out yet. A signed-in customer asks in one click, for their
 * account's email; a guest opens a short form for theirs. Who is signed in is known once the page is hydrated only
 * (the server's HTML is the same for everyone): until then the button is the guest's, which looks the same.
 */
export function StockAlert({ articleId, stock, forthcoming = false }: { articleId: number; stock: number; forthcoming?: boolean }) {
  const t = useT(stockAlertMessages);
  // A title not out yet: the same request, mailed when its first copies arrive.
  const notifyMe = forthcoming ? t('notifyMeForthcoming') : t('notifyMe');
  const hydrated = useHydrated();
  const language = useRootStore((s) => s.language);
  const accountEmail = useRootStore((s) => (s.user && s.token ? s.user.email : null));
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<Key | null>(null);
  const [formError, setFormError] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);
  /** The address the request went to, once the server took it (its answer is the same whatever the address's state). */
  const [done, setDone] = useState<string | null>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);

  // Keyboard and screen reader users land where the block changed: the email field, the button again when the form
  // is closed, then the confirmation.
  useEffect(() => {
    if (open) formRef.current?.querySelector('input')?.focus();
    else if (wasOpen.current) blockRef.current?.querySelector('button')?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (!isOutOfStock(stock)) return null;
  const customerEmail = hydrated ? accountEmail : null;

  const send = async (body: StockAlertBody, address: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await requestStockAlert(articleId, body);
      setDone(address);
    } catch (error) {
      const refusal = refusalOf(error);
      setFieldError(refusal.field ?? null);
      setFormError(refusal.form ?? null);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    const problem: Key | null = typed === '' ? 'notifyEmailRequired' : EMAIL_PATTERN.test(typed) ? null : 'notifyEmailInvalid';
    setFieldError(problem);
    if (problem) {
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    void send({ email: typed, language }, typed.toLowerCase());
  };

  const errorLine = formError && (
    <p className="stock-alert__error" role="alert">
      {t(formError)}
    </p>
  );

  if (done) {
    return (
      <div className="stock-alert" data-boundary="catalog">
        <p className="stock-alert__done" role="status" tabIndex={-1} ref={doneRef}>
          {t('notifyDone', { email: done })}
        </p>
      </div>
    );
  }

  if (customerEmail) {
    return (
      <div className="stock-alert" data-boundary="catalog">
        {errorLine}
        <Button variant="secondary" busy={busy} onClick={() => void send({}, customerEmail)}>
          {notifyMe}
        </Button>
        <p className="stock-alert__note">{t('notifyAccount', { email: customerEmail })}</p>
      </div>
    );
  }

  return (
    <div className="stock-alert" data-boundary="catalog" ref={blockRef}>
      {!open ? (
        <Button variant="secondary" aria-expanded={false} onClick={() => setOpen(true)}>
          {notifyMe}
        </Button>
      ) : (
        <form ref={formRef} className="stock-alert__form" aria-label={notifyMe} onSubmit={submit} noValidate>
          <p className="stock-alert__note">{t('notifyIntro')}</p>
          {errorLine}
          <Field
            label={t('notifyEmail')}
            type="email"
            autoComplete="email"
            value={email}
            error={fieldError ? t(fieldError) : undefined}
            hint={t('notifyConsent')}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="stock-alert__buttons">
            <Button type="submit" busy={busy}>
              {t('notifySend')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                setFieldError(null);
                setFormError(null);
              }}
            >
              {t('notifyCancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
