import { useState } from 'react';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify, type ButtonProps } from '@bookshop/ui';
import { resendVerification } from './api';
import { recoveryMessages } from './messages';

/** Mails the signed-in user a new email confirmation link (the older ones stop working), with its toasts. */
export function ResendVerificationButton({ variant }: { variant: ButtonProps['variant'] }) {
  const t = useT(recoveryMessages);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerification();
      notify.success(t('linkResent'));
    } catch (failure) {
      const tooMany = failure instanceof ApiError && failure.status === 429;
      notify.error(t(tooMany ? (failure.code === 'too_many_mails' ? 'linkResentTooOften' : 'tooManyRequests') : 'serverError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} busy={busy} onClick={() => void resend()}>
      {t('resendLink')}
    </Button>
  );
}
