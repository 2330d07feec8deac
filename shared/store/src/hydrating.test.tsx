import { act, Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { aCartLine } from '@bookshop/testing';
import { createPageStore, hydratingWith, rootStore, RootStoreContext, useRootStore, type PagePreferences } from './index';

// Not the store's defaults (French, euro): the hydration must read these, not the store's first state.
const rendered: PagePreferences = { language: 'eng', currency: 'usd', currencyRate: 1.08, isCompareEnabled: true };
const renders = { language: 0, currency: 0, cart: 0 };
// Each reader's renders, as React's Profiler reports them (once per commit that rendered it).
const counted = (id: keyof typeof renders) => () => {
  renders[id]++;
};

function Language() {
  return <span data-testid="language">{useRootStore((s) => s.language)}</span>;
}
function Currency() {
  return <span data-testid="currency">{useRootStore((s) => s.currency)}</span>;
}
function CartCount() {
  return <span data-testid="cart">{useRootStore((s) => s.cart.length)}</span>;
}
const page = () => (
  <p>
    <Profiler id="language" onRender={counted('language')}>
      <Language />
    </Profiler>
    <Profiler id="currency" onRender={counted('currency')}>
      <Currency />
    </Profiler>
    <Profiler id="cart" onRender={counted('cart')}>
      <CartCount />
    </Profiler>
  </p>
);

test("a server-rendered page hydrates from the state it was rendered with, then re-renders only the readers whose slice differs in the shopper's store", async () => {
  // What the rendering server sends: the page's preferences, nothing personal.
  const html = renderToString(<RootStoreContext.Provider value={createPageStore(rendered)}>{page()}</RootStoreContext.Provider>);
  expect(html).toContain('>eng<');
  expect(html).toContain('>0<');

  // The shopper's own store: French, the same currency, two books in the cart.
  rootStore.setState({ language: 'fr', currency: 'usd', cart: [aCartLine({ _id: 1 }), aCartLine({ _id: 2 })] });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  Object.assign(renders, { language: 0, currency: 0, cart: 0 });
  const mismatches: unknown[] = [];
  hydratingWith(rendered);
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
  });

  expect(mismatches).toEqual([]);
  expect(container.querySelector('[data-testid="language"]')?.textContent).toBe('fr');
  expect(container.querySelector('[data-testid="cart"]')?.textContent).toBe('2');
  // Hydrated once each; then the two whose slice differs once more, and the currency reader not at all.
  expect(renders).toEqual({ language: 2, currency: 1, cart: 2 });

  // And it follows the store from then on.
  await act(async () => rootStore.getState().setCurrency('eur'));
  expect(container.querySelector('[data-testid="currency"]')?.textContent).toBe('eur');
});
