import { act } from '@testing-library/react';

export interface FakeInView {
  /** The elements observed (jsdom draws nothing: none is ever in view on its own). */
  observed(): Element[];
  /** Reports `element` in view, as the browser would once it is shown or scrolled near. */
  show(element: Element): void;
}

/**
 * The browser's IntersectionObserver in the tests of the enclosing block (installed before each, removed after): what
 * waits to be seen (`useSeenOnce`) stays unseen until the test shows it. Without it, jsdom has no IntersectionObserver
 * and everything counts as seen once mounted.
 */
export function fakeInView(): FakeInView {
  const observers = new Map<Element, IntersectionObserverCallback>();
  beforeEach(() => {
    observers.clear();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observers.set(element, this.callback);
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  return {
    observed: () => [...observers.keys()],
    show(element) {
      const report = observers.get(element);
      if (!report) throw new Error(`${element.outerHTML.slice(0, 80)} is not observed`);
      act(() => report([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    },
  };
}
