/** Session check at start (spec section 4) and the reaction to an ended session. */
import type { IsLoggedInAnswer } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { on } from '@bookshop/event-bus';
import { t } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { notify } from '@bookshop/ui';
import { shellMessages } from '../../messages';

/** Clears the user, the cart and the stored token, and says so. */
function endSession() {
  rootStore.getState().clearUser();
  notify.session(t(shellMessages, 'sessionEnded'));
}

/**
 * When a user is held, asks the server whether the token still holds. If not: clear and tell. If so, the remotes
 * reload the cart and favourites themselves when they mount with a held session.
 */
export async function checkSessionAtStart(): Promise<void> {
  const { user, token } = rootStore.getState();
  if (!user || !token) return;
  try {
    const { data } = await api().post<IsLoggedInAnswer>('/is-user-logged-in', { user_id: user.id });
    if (!data.is_logged_in) endSession();
  } catch (error) {
    // Unreachable API: keep the session; the next call will tell.
    console.warn('[shell] session check failed', error);
  }
}

/** Any call refused with 401 ends the session once. */
export function listenForExpiredSession(): () => void {
  return on('session:expired', () => {
    if (rootStore.getState().token) endSession();
  });
}
