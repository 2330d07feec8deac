import { render, screen } from '@testing-library/react';
import type { ArticleForthcoming } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { resetStore } from '@bookshop/testing';
import { StockState } from './stock-state';

const show = (stock: number, forthcoming: ArticleForthcoming | null = null) =>
  render(<StockState article={{ _qte_a_terme_calcule: stock, forthcoming }} />).container.textContent;

beforeEach(() => resetStore());

test('says how many are left, or that the book is out of stock', () => {
  expect(show(12)).toBe('En stock');
  expect(show(2)).toBe('Plus que 2 en stock');
  expect(show(0)).toBe('ÉPUISÉ');
});

test('a title not out yet says when it comes out, as precisely as its publisher said it, in both languages', () => {
  expect(show(0, { on: '2027-03-12', precision: 'day' })).toBe('À paraître le 12 mars 2027');
  expect(show(0, { on: '2027-03-31', precision: 'month' })).toBe('À paraître en mars 2027');
  expect(show(0, { on: '2027-12-31', precision: 'year' })).toBe('À paraître en 2027');
  expect(show(0, { on: null, precision: null })).toBe('À paraître');
  rootStore.setState({ language: 'eng' });
  expect(show(0, { on: '2027-03-12', precision: 'day' })).toBe('Forthcoming, 12 March 2027');
  expect(show(0, { on: '2027-03-31', precision: 'month' })).toBe('Forthcoming, March 2027');
  expect(screen.getAllByText(/Forthcoming/).at(-1)).toHaveClass('stock--forthcoming');
});
