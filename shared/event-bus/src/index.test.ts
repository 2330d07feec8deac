import { emit, on, resetEventBus } from './index';

afterEach(resetEventBus);

test('delivers a typed payload to every listener of that event only', () => {
  const added: number[] = [];
  const logins: number[] = [];
  on('cart:item-added', ({ articleId }) => added.push(articleId));
  on('session:logged-in', ({ userId }) => logins.push(userId));
  emit('cart:item-added', { articleId: 3, quantity: 1 });
  expect(added).toEqual([3]);
  expect(logins).toEqual([]);
});

test('says whether anyone listened', () => {
  expect(emit('header:cart-icon-pressed', {})).toBe(false);
  const off = on('header:cart-icon-pressed', () => undefined);
  expect(emit('header:cart-icon-pressed', {})).toBe(true);
  off();
  expect(emit('header:cart-icon-pressed', {})).toBe(false);
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
