import type { ComponentType, ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ExposedModuleId } from '@bookshop/contracts';
import { resetStore } from '@bookshop/testing';
import { renderToString } from 'react-dom/server';
import { markPageSettled } from './after-page';
import { RemoteSlot, RemoteSlotsContext, setModuleLoader, type ModuleLoader } from './remote-slot';

/** A loader whose answers the test scripts, one per call of `load`. */
function scriptedLoader(...answers: Array<() => Promise<ComponentType<never>>>) {
  const load = jest.fn(() => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected load');
    return next();
  });
  const forget = jest.fn(() => Promise.resolve());
  setModuleLoader({ load, forget } as unknown as ModuleLoader);
  return { load, forget };
}

const SearchBox = () => <input aria-label="search box" />;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  resetStore();
  // Boundaries log what they catch; the tests look at what the shopper sees instead.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** Containers holding a page as the server's HTML has it, in the document to be hydrated; removed after each test. */
const serverPages: HTMLElement[] = [];
afterEach(() => serverPages.splice(0).forEach((container) => container.remove()));

function serverHtml(page: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  serverPages.push(container);
  return container;
}

function renderSlot() {
  render(
    <div>
      <h1>Librairie Lumière</h1>
      <RemoteSlot id="catalog/smart-search" props={{}} />
    </div>,
  );
}

test('a remote that fails to load shows the fallback with Réessayer; Retry forgets it and loads it again', async () => {
  const { load, forget } = scriptedLoader(
    () => Promise.reject(new Error('Loading chunk 42 failed')),
    () => Promise.resolve(SearchBox),
  );
  renderSlot();

  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('Cette partie du site est momentanément indisponible.');
  expect(screen.getByRole('heading', { name: 'Librairie Lumière' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));

  expect(await screen.findByRole('textbox', { name: 'search box' })).toBeInTheDocument();
  expect(forget).toHaveBeenCalledWith('catalog/smart-search');
  expect(forget.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[1] ?? 0);
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a remote that throws while rendering shows the fallback and the rest of the page stays', async () => {
  const Broken = (): never => {
    throw new Error('render failed');
  };
  scriptedLoader(() => Promise.resolve(Broken));
  renderSlot();

  expect(await screen.findByRole('alert')).toHaveTextContent('Cette partie du site est momentanément indisponible.');
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Librairie Lumière' })).toBeInTheDocument();
});

test('a remote that loads renders its component', async () => {
  scriptedLoader(() => Promise.resolve(SearchBox));
  renderSlot();
  expect(await screen.findByRole('textbox', { name: 'search box' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a fragment shows as soon as its module has loaded: nothing holds it back (React delays a suspended part up to 300 ms after its last fallback)', async () => {
  let finishLoading!: (component: ComponentType<never>) => void;
  scriptedLoader(() => new Promise((resolve) => (finishLoading = resolve)));
  render(<RemoteSlot id="catalog/smart-search" props={{}} loading={<span>chargement</span>} />);
  expect(screen.getByText('chargement')).toBeInTheDocument();

  // Outside act(), as in a browser: under act() React shows a suspended part at once.
  const loaded = performance.now();
  finishLoading(SearchBox);
  await screen.findByRole('textbox', { name: 'search box' }, { interval: 5 });
  // React's hold is 300 ms from the fallback, shown just before: a margin either side, not a speed budget.
  expect(performance.now() - loaded).toBeLessThan(250);
});

test('a slot that loads after the page asks for its module only once the page is on screen and painted', async () => {
  const frames: FrameRequestCallback[] = [];
  const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  try {
    const { load } = scriptedLoader(() => Promise.resolve(SearchBox));
    render(
      <div>
        <h1>Notre-Dame de Paris</h1>
        <RemoteSlot id="catalog/smart-search" props={{}} afterPage loading={<span>chargement du bouton</span>} />
      </div>,
    );
    expect(screen.getByText('chargement du bouton')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    // The page is on screen: once its frame is painted, the slot loads.
    markPageSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.(performance.now());
    expect(await screen.findByRole('textbox', { name: 'search box' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    requestFrame.mockRestore();
    visibility.mockRestore();
  }
});

test("in a page hydrated from the server's HTML, a slot whose module has arrived shows it in the render after hydration, without a load", async () => {
  const page = (
    <div>
      <h1>Notre-Dame de Paris</h1>
      <RemoteSlot id="catalog/smart-search" props={{}} loading={<span>chargement</span>} />
    </div>
  );
  const container = serverHtml(page);
  const load = jest.fn(() => new Promise<never>(() => undefined));
  const loaded = jest.fn((id: ExposedModuleId) => (id === 'catalog/smart-search' ? SearchBox : undefined));
  setModuleLoader({ load, forget: jest.fn(), loaded } as unknown as ModuleLoader);
  // One act, no awaited promise in between: hydration, then the render it triggers.
  act(() => {
    hydrateRoot(container, page);
  });
  expect(screen.getByRole('textbox', { name: 'search box' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('on the server a slot renders its placeholder, loads nothing, and tells the page which module it holds', () => {
  const load = jest.fn();
  setModuleLoader({ load, forget: jest.fn() } as unknown as ModuleLoader);
  const held: ExposedModuleId[] = [];
  const html = renderToString(
    <RemoteSlotsContext.Provider value={(id) => held.push(id)}>
      <RemoteSlot id="cart/mini-cart" props={{}} loading={<span className="placeholder">…</span>} />
      <RemoteSlot id="account/profile-menu" props={{}} loading={null} />
      <RemoteSlot id="account/wishlist-button" props={{ articleId: 1 }} loading={<span className="later">…</span>} afterPage />
    </RemoteSlotsContext.Provider>,
  );
  expect(html).toContain('class="placeholder"');
  expect(html).toContain('class="later"');
  // A slot that loads after the page is not among the files the page starts with.
  expect(held).toEqual(['cart/mini-cart', 'account/profile-menu']);
  expect(load).not.toHaveBeenCalled();
});
