import type * as AfterPageModule from './after-page';

/** A fresh gate: the page of a new document, not yet on screen. */
function freshGate(): typeof AfterPageModule {
  let gate!: typeof AfterPageModule;
  jest.isolateModules(() => {
    gate = jest.requireActual('./after-page');
  });
  return gate;
}

afterEach(() => jest.useRealTimers());

test('what waits for the page starts once the settled page has been painted: the next frame, not the commit', async () => {
  jest.useFakeTimers();
  const gate = freshGate();
  const started = jest.fn();
  void gate.pageOnScreen().then(started);
  await jest.advanceTimersByTimeAsync(1000);
  expect(started).not.toHaveBeenCalled();

  gate.markPageSettled();
  await jest.advanceTimersByTimeAsync(0);
  expect(started).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(20);
  expect(started).toHaveBeenCalledTimes(1);
});

test('a page that never settles keeps what waits for it AFTER_PAGE_LIMIT_MS at most', async () => {
  jest.useFakeTimers();
  const gate = freshGate();
  const started = jest.fn();
  void gate.pageOnScreen().then(started);
  await jest.advanceTimersByTimeAsync(gate.AFTER_PAGE_LIMIT_MS - 1);
  expect(started).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(started).toHaveBeenCalledTimes(1);
});
