import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyOrFallback } from './deferred';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

test('the loaded component renders with its props', async () => {
  const Greeting = lazyOrFallback(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }), '[test] greeting', () => null);
  render(
    <Suspense fallback={null}>
      <Greeting name="Zola" />
    </Suspense>,
  );
  expect(await screen.findByText('Hello Zola')).toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
});

test('a chunk that cannot be fetched renders the fallback with the same props, says so, and calls onFailure', async () => {
  const onFailure = jest.fn();
  const Greeting = lazyOrFallback<{ name: string }>(
    () => Promise.reject(new Error('Loading chunk 7 failed')),
    '[test] greeting',
    ({ name }) => <p>Plain {name}</p>,
    onFailure,
  );
  render(
    <Suspense fallback={null}>
      <Greeting name="Zola" />
    </Suspense>,
  );
  expect(await screen.findByText('Plain Zola')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith('[test] greeting could not be loaded', expect.any(Error));
  expect(onFailure).toHaveBeenCalledTimes(1);
});
