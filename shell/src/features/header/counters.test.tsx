import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { rootStore } from '@bookshop/store';
import { aUser, resetStore } from '@bookshop/testing';
import { Counters } from './counters';

const user = aUser();

beforeEach(() => resetStore({ isCompareEnabled: true }));

function renderCounters() {
  render(
    <MemoryRouter>
      <Counters />
    </MemoryRouter>,
  );
}

test('without a user, wishlist and compare both lead to /login', () => {
  renderCounters();
  expect(screen.getByRole('link', { name: 'Liste d’envies 0' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Comparer 0' })).toHaveAttribute('href', '/login');
});

test('with a logged-in user, they lead to /wishlist and /compare and show the counts', () => {
  rootStore.setState({ user, token: 'tok-7', compare: [1, 2] });
  renderCounters();
  expect(screen.getByRole('link', { name: 'Liste d’envies 0' })).toHaveAttribute('href', '/wishlist');
  expect(screen.getByRole('link', { name: 'Comparer 2' })).toHaveAttribute('href', '/compare');
});

test('a user held without a token is still treated as logged out', () => {
  rootStore.setState({ user, token: null });
  renderCounters();
  expect(screen.getByRole('link', { name: /Liste d’envies/ })).toHaveAttribute('href', '/login');
});

test('the compare counter is hidden when the compare feature is off', () => {
  rootStore.setState({ user, token: 'tok-7', isCompareEnabled: false });
  renderCounters();
  expect(screen.getByRole('link', { name: 'Liste d’envies 0' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Comparer/ })).not.toBeInTheDocument();
  expect(screen.queryByTestId('compare-count')).not.toBeInTheDocument();
});

test('labels follow the language', () => {
  rootStore.setState({ language: 'eng' });
  renderCounters();
  expect(screen.getByRole('link', { name: 'Wishlist 0' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Compare 0' })).toBeInTheDocument();
});

test('on a first visit, while the settings load, the compare counter keeps its place without being shown or announced', () => {
  rootStore.setState({ isCompareEnabled: null });
  const { rerender } = render(
    <MemoryRouter>
      <Counters settingsLoading />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('compare-reserved')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('link', { name: /Comparer/ })).toBeNull();
  act(() => rootStore.getState().applyCompanySettings(null, false));
  rerender(
    <MemoryRouter>
      <Counters settingsLoading={false} />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('compare-reserved')).toBeNull();
});

test('a shop known to be without compare keeps no place for it while the settings load again', () => {
  rootStore.setState({ isCompareEnabled: false });
  render(
    <MemoryRouter>
      <Counters settingsLoading />
    </MemoryRouter>,
  );
  expect(screen.queryByTestId('compare-reserved')).toBeNull();
  expect(screen.queryByRole('link', { name: /Comparer/ })).toBeNull();
});
