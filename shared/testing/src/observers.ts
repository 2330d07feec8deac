import { act } from '@testing-library/react';

type Callback = (entries: unknown[], observer: unknown) => void;

/**
 * A stand-in for one of the browser's observers (`IntersectionObserver`, `ResizeObserver`) in the tests of the
 * enclosing block (installed before each, removed after): the test reports an observed element with `entry` of it.
 */
function fakeObserver(name: 'IntersectionObserver' | 'ResizeObserver', entry: (target: Element) => object) {
  const callbacks = new Map<Element, Callback>();
  beforeEach(() => {
    callbacks.clear();
    (globalThis as Record<string, unknown>)[name] = class {
      constructor(private readonly callback: Callback) {}
      observe(element: Element) {
        callbacks.set(element, this.callback);
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[name];
  });
  return {
    observed: () => [...callbacks.keys()],
    report(element: Element) {
      const callback = callbacks.get(element);
      if (!callback) throw new Error(`${element.outerHTML.slice(0, 80)} is not observed`);
      act(() => callback([entry(element)], {}));
    },
  };
}

export interface FakeInView {
  /** The elements observed (jsdom draws nothing: none is ever in view on its own). */
  observed(): Element[];
  /** Reports `element` in view, as the browser would once it is shown or scrolled near. */
  show(element: Element): void;
}

/**
 * The browser's IntersectionObserver in the tests of the enclosing block: what waits to be seen (`useSeenOnce`) stays
 * unseen until the test shows it. Without it, jsdom has no IntersectionObserver and everything counts as seen once
 * mounted.
 */
export function fakeInView(): FakeInView {
  const observer = fakeObserver('IntersectionObserver', (target) => ({ isIntersecting: true, target }));
  return { observed: observer.observed, show: observer.report };
}

export interface FakeDisplay {
  /** The elements observed (jsdom lays nothing out: none is ever displayed on its own). */
  observed(): Element[];
  /** Reports `element` displayed (given a size), as the browser would once the stylesheet shows it. */
  display(element: Element): void;
}

/**
 * The browser's ResizeObserver in the tests of the enclosing block: what waits to be displayed (`useDisplayedOnce`)
 * stays hidden until the test displays it. Without it, jsdom has no ResizeObserver and everything counts as displayed
 * once mounted.
 */
export function fakeDisplay(): FakeDisplay {
  const observer = fakeObserver('ResizeObserver', (target) => ({ target, contentRect: { width: 320, height: 200 } }));
  return { observed: observer.observed, display: observer.report };
}
