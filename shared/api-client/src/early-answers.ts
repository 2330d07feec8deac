/**
 * Answers the shell's inline start-up script fetched for the first screen before any app code ran
 * (shell/src/remotes/early-remotes.ts, from the remotes' `first-screen.json`). The client takes one instead of
 * making the same GET again: same address and query, same token, used once, and only for a short while.
 */

/** What the start-up script received: status, headers and the parsed JSON body. */
export interface EarlyResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One early GET, under its key (`earlyAnswerKey`) in `window.__bookshopEarlyAnswers`. */
export interface EarlyAnswer {
  /** The bearer token it was asked with, or null: an answer is only good for the session that asked. */
  token: string | null;
  /** Until when (epoch ms) it may stand in for the app's own call. */
  expires: number;
  answer: Promise<EarlyResponse>;
}

declare global {
  interface Window {
    __bookshopEarlyAnswers?: Record<string, EarlyAnswer>;
  }
}

/** The key of a GET: its path and its query with the parameters sorted (both sides build queries in their own order). */
export function earlyAnswerKey(url: string): string {
  const parsed = new URL(url, 'http://early.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/**
 * The early answer for this GET, if one was fetched with the same token and is still fresh; taken once (a later call
 * is the app's own, so a reload or a retry gets fresh data). Resolves to undefined when there is none or when it
 * failed or was not a success: the caller then makes the call itself.
 */
export async function takeEarlyAnswer(url: string, token: string | null): Promise<EarlyResponse | undefined> {
  const answers = typeof window === 'undefined' ? undefined : window.__bookshopEarlyAnswers;
  if (!answers) return undefined;
  const key = earlyAnswerKey(url);
  const early = answers[key];
  if (!early) return undefined;
  delete answers[key];
  if (early.token !== token || Date.now() > early.expires) return undefined;
  const response = await early.answer.catch(() => undefined);
  return response && response.status >= 200 && response.status < 300 ? response : undefined;
}
