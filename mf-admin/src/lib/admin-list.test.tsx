import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminSearch } from './admin-list';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/admin-panel/books');
});
afterEach(() => jest.useRealTimers());

test('the search is sent once typing pauses', () => {
  const onSearch = jest.fn();
  render(<AdminSearch label="Rechercher" value="" onSearch={onSearch} />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'hugo' } });
  act(() => jest.advanceTimersByTime(299));
  expect(onSearch).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onSearch).toHaveBeenCalledWith('hugo');
});

test('a search still pending when staff click a row is dropped: the address has left the list while its page is still on screen', () => {
  const onSearch = jest.fn();
  render(<AdminSearch label="Rechercher" value="" onSearch={onSearch} />);
  fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'hugo' } });
  // The click's navigation: the router has pushed the book's address, and renders its page in a transition.
  window.history.pushState(null, '', '/admin-panel/books/7');
  act(() => jest.advanceTimersByTime(1000));
  expect(onSearch).not.toHaveBeenCalled();
});
