/** The server calls of the password reset and email confirmation pages. */
import type { ItemAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';

/**
 * Confirms the email of a mailed link. The held session's bearer goes with it (api() adds it): without a session of
 * that account the API hands the account to the mailbox's owner (`cleared`: password, sessions and details removed,
 * a link mailed to choose a password).
 */
export async function verifyEmail(token: string): Promise<{ email: string; cleared: boolean }> {
  const { data } = await api().post<ItemAnswer<{ verified: true; email: string; cleared: boolean }>>('/auth/verify-email', { token });
  return data.data;
}

export async function resendVerification(): Promise<void> {
  await api().post('/auth/resend-verification', {});
}

/** Answers the same whether the email has an account or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api().post('/auth/password-reset-request', { email });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api().post('/auth/password-reset', { token, password });
}
