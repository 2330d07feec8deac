import { useEffect, useState } from 'react';
import { QUANTITY_LOCK_MS } from '@bookshop/store';

/** After each quantity change, further changes of the line are blocked for 1000 ms. */
export function useQuantityLock(): [locked: boolean, lock: () => void] {
  const [lockedAt, setLockedAt] = useState<number | null>(null);
  useEffect(() => {
    if (lockedAt === null) return;
    const timer = setTimeout(() => setLockedAt(null), QUANTITY_LOCK_MS);
    return () => clearTimeout(timer);
  }, [lockedAt]);
  return [lockedAt !== null, () => setLockedAt(Date.now())];
}
