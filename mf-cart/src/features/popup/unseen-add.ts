/**
 * The last add that no cart-added popup has shown yet. The shell loads the popup after the page (its slot is
 * `afterPage`), and a page's add-to-cart button can be ready before that, so a shopper's first add may come
 * while no popup listens to `cart:item-added`; the bus keeps no events, and that add would never open the popup.
 * The add-to-cart code notes each add here before announcing it; a listening popup takes it as it shows it, and a
 * popup that mounts later takes it and opens. The button and the popup are modules of this remote: they share this copy.
 */
let unseen: number | null = null;

/** A book was just added: remembered until a popup takes it. */
export function noteAdd(articleId: number): void {
  unseen = articleId;
}

/** The book of the last add no popup has taken, or null; a second call answers null. */
export function takeUnseenAdd(): number | null {
  const articleId = unseen;
  unseen = null;
  return articleId;
}
