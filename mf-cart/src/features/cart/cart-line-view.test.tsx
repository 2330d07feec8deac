import { render, screen } from '@testing-library/react';
import type { CartLine } from '@bookshop/contracts';
import { rootStore } from '@bookshop/store';
import { aCartLine, resetStore } from '@bookshop/testing';
import { lineFromServer } from './cart-line';
import { CartLineView } from './cart-line-view';

beforeEach(() => resetStore());

const renderLine = (overrides: Partial<CartLine> = {}) => render(<ul><CartLineView line={aCartLine({ quantity: 2, ...overrides })} /></ul>);

describe('title', () => {
  test('a long title is cut at 20 characters followed by ...', () => {
    renderLine({ title: 'Les Misérables, tome premier : Fantine' });
    const title = screen.getByText('Les Misérables, tome...');
    expect(title).toHaveAttribute('title', 'Les Misérables, tome premier : Fantine');
    expect(screen.queryByText(/Fantine/)).not.toBeInTheDocument();
  });

  test('a title of exactly 20 characters is shown whole', () => {
    renderLine({ title: 'Vingt mille lieues !' });
    expect(screen.getByText('Vingt mille lieues !')).toBeInTheDocument();
  });
});

test('shows author, ISBN, unit price, line total and the stepper for a line in stock', () => {
  rootStore.setState({ language: 'eng' });
  renderLine();
  expect(screen.getByText('Victor Hugo')).toBeInTheDocument();
  expect(screen.getByText('ISBN 9782070409228')).toBeInTheDocument();
  expect(screen.getByText('€10.00')).toBeInTheDocument();
  expect(screen.getByText('€20.00')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Quantity — Les Misérables' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Les Misérables from the cart' })).toBeInTheDocument();
  expect(screen.queryByText('OUT OF STOCK')).not.toBeInTheDocument();
  expect(screen.queryByText('NOT AVAILABLE ANYMORE!')).not.toBeInTheDocument();
});

test('shows the ISBN hyphenated as the API sends it; a line kept from before that shows the 13 digits', () => {
  renderLine({ _code_barre: '9782070368228', isbn_hyphenated: '978-2-07-036822-8' });
  expect(screen.getByText('ISBN 978-2-07-036822-8')).toBeInTheDocument();
});

describe('stock below 1', () => {
  test('shows OUT OF STOCK in English and no quantity stepper', () => {
    rootStore.setState({ language: 'eng' });
    renderLine({ _qte_a_terme_calcule: 0 });
    expect(screen.getByText('OUT OF STOCK')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Quantity/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-line')).toHaveClass('cart-line--inactive');
  });

  test('shows ÉPUISÉ in French', () => {
    renderLine({ _qte_a_terme_calcule: -2 });
    expect(screen.getByText('ÉPUISÉ')).toBeInTheDocument();
  });

  test('a stock of 1 is not out of stock', () => {
    renderLine({ _qte_a_terme_calcule: 1, quantity: 1 });
    expect(screen.queryByText('ÉPUISÉ')).not.toBeInTheDocument();
  });
});

test('a removed book shows NOT AVAILABLE ANYMORE! and no quantity stepper', () => {
  rootStore.setState({ language: 'eng' });
  renderLine({ removed: true });
  expect(screen.getByText('NOT AVAILABLE ANYMORE!')).toBeInTheDocument();
  expect(screen.queryByText('OUT OF STOCK')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: /Quantity/ })).not.toBeInTheDocument();
});

describe('a book no longer for sale in a customer’s cart (the server sends its id only)', () => {
  const gone = () => lineFromServer({ id: 7, article_id: 42, quantity: 2, removed: true });

  test('says so in French, with the badge, and neither price, ISBN nor stepper', () => {
    render(<ul><CartLineView line={gone()} /></ul>);
    expect(screen.getByText('Ce livre n’est plus en vente')).toBeInTheDocument();
    expect(screen.getByText('PLUS DISPONIBLE !')).toBeInTheDocument();
    expect(screen.queryByText('ÉPUISÉ')).not.toBeInTheDocument();
    expect(screen.queryByText(/ISBN/)).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Quantité/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer du panier ce livre qui n’est plus en vente' })).toBeInTheDocument();
  });

  test('says so in English', () => {
    rootStore.setState({ language: 'eng' });
    render(<ul><CartLineView line={gone()} /></ul>);
    expect(screen.getByText('This book is no longer for sale')).toBeInTheDocument();
    expect(screen.getByText('NOT AVAILABLE ANYMORE!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove this book, no longer for sale, from the cart' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-line')).toHaveClass('cart-line--inactive');
  });

  test('a guest’s line of a withdrawn book keeps the title the browser held, and says it is no longer for sale', () => {
    rootStore.setState({ language: 'eng' });
    renderLine({ removed: true });
    expect(screen.getByText('Les Misérables')).toBeInTheDocument();
    expect(screen.getByText('This book is no longer for sale')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });
});

test('a pre-ordered line (a title not out yet, no copy): no out-of-stock badge, a stepper, and the day it comes out', () => {
  renderLine({ _qte_a_terme_calcule: 0, article_stock: 0, forthcoming: { on: '2027-03-12', precision: 'day' } });
  expect(screen.queryByText('ÉPUISÉ')).not.toBeInTheDocument();
  expect(screen.getByText('Précommande : paraît le 12 mars 2027')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Augmenter/ })).toBeEnabled();
});
