import { Suspense, useEffect, useState } from 'react';
import type { CartLine } from '@bookshop/contracts';
import { on } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { lazyOrFallback } from '@bookshop/ui';
import type { CartAddedPopupViewProps } from './cart-added-popup-view';

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
 * Opens when a book is added: the book, 'Continue shopping', 'Complete my order', and the favourites carousel. Mounted
 * on every page, it only listens until then: the view is rendered from the first add on (it shows as soon as its
 * code has arrived) and stays mounted, closed, between adds.
 */
export function CartAddedPopup() {
  const [added, setAdded] = useState<CartLine | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(
    () =>
      on('cart:item-added', ({ articleId }) => {
        const line = rootStore.getState().cart.find((candidate) => candidate._id === articleId) ?? null;
        setAdded(line);
        if (line) setWanted(true);
      }),
    [],
  );

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartAddedPopupView added={added} onClose={() => setAdded(null)} />
    </Suspense>
  );
}
