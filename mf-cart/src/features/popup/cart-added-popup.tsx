import { Suspense, useEffect, useState } from 'react';
import type { CartLine } from '@bookshop/contracts';
import { on } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { lazyOrFallback } from '@bookshop/ui';
import type { CartAddedPopupViewProps } from './cart-added-popup-view';
import { takeUnseenAdd } from './unseen-add';

/**
 * The popup's visible part (modal, buttons, favourites carousel and their texts), in its own chunk: fetched at the first
 * add, not on every page. A failed fetch shows nothing (the listener stays) and is tried again at the next add.
 */
let CartAddedPopupView = lazyView();

function lazyView() {
  return lazyOrFallback<CartAddedPopupViewProps>(
    () => import('./cart-added-popup-view'),
    '[cart] the cart-added popup',
    () => null,
    () => {
      CartAddedPopupView = lazyView();
    },
  );
}

/**
 * Opens when a book is added: the book, 'Continue shopping', 'Complete my order', and the favourites carousel; also for
 * an add made just before it was mounted (unseen-add.ts). Mounted on every page, it only listens until then: the view
 * is rendered from the first add on (it shows as soon as its code has arrived) and stays mounted, closed, between adds.
 */
export function CartAddedPopup() {
  const [added, setAdded] = useState<CartLine | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const show = (articleId: number) => {
      const line = rootStore.getState().cart.find((candidate) => candidate._id === articleId) ?? null;
      setAdded(line);
      if (line) setWanted(true);
    };
    const stopListening = on('cart:item-added', ({ articleId }) => {
      takeUnseenAdd();
      show(articleId);
    });
    // An add made before this popup was mounted (it loads after the page) opens it now.
    const missed = takeUnseenAdd();
    if (missed !== null) show(missed);
    return stopListening;
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartAddedPopupView added={added} onClose={() => setAdded(null)} />
    </Suspense>
  );
}
