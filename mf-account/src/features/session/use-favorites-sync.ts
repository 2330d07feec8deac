import { useEffect } from 'react';
import { on } from '@bookshop/event-bus';
import { reloadFavorites } from './session-actions';

/** Favourites follow the session: reloaded at start when a session is held, and at every login. */
export function useFavoritesSync(): void {
  useEffect(() => {
    void reloadFavorites();
    return on('session:logged-in', () => void reloadFavorites());
  }, []);
}
