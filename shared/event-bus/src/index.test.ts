import { emit, on, resetEventBus } from './index';

afterEach(resetEventBus);

test('delivers a typed payload to every listener of that event only', () => {
  const changes: number[] = [];
  const added: number[] = [];
  on('cart:changed', ({ count }) => changes.push(count));
  on('cart:item-added', ({ articleId }) => added.push(articleId));
  emit('cart:changed', { count: 3, total: 42 });
  expect(changes).toEqual([3]);
  expect(added).toEqual([]);
});

test('stops delivering after unsubscribe', () => {
  const seen: number[] = [];
  const off = on('session:logged-in', ({ userId }) => seen.push(userId));
  emit('session:logged-in', { userId: 1 });
  off();
  emit('session:logged-in', { userId: 2 });
  expect(seen).toEqual([1]);
});

test('a throwing listener does not stop the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen: string[] = [];
  on('session:expired', () => {
    throw new Error('boom');
  });
  on('session:expired', () => seen.push('second'));
  emit('session:expired', {});
  expect(seen).toEqual(['second']);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
