import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { keyMismatches } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { LazyImage, FALLBACK_IMAGE } from './lazy-image';
import { formsMessages } from './forms-messages';
import { uiMessages } from './messages';
import { Modal } from './modal';
import { Price } from './price';
import { QuantityStepper } from './quantity-stepper';

afterEach(() => rootStore.setState({ language: 'fr', currency: 'eur', currencyRate: null }));

test('ui texts exist in both languages', () => {
  expect(keyMismatches(uiMessages)).toEqual([]);
  expect(keyMismatches(formsMessages)).toEqual([]);
});

describe('Price', () => {
  test('shows the discounted price and the old one', () => {
    rootStore.setState({ language: 'eng' });
    render(<Price priceTtc={20} discount={10} />);
    expect(screen.getByText('€18.00')).toBeInTheDocument();
    expect(screen.getByText('€20.00').tagName).toBe('S');
  });

  test('converts to dollars with the shop rate', () => {
    rootStore.setState({ language: 'eng', currency: 'usd', currencyRate: 1.5 });
    render(<Price priceTtc={10} />);
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });
});

describe('QuantityStepper', () => {
  test('+ is disabled at the stock cap and says so', () => {
    const onChange = jest.fn();
    render(<QuantityStepper quantity={3} stock={3} onChange={onChange} label="Candide" />);
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    expect(screen.getByText('Plus d’exemplaires en stock')).toBeInTheDocument();
  });

  test('+ is disabled at 99 copies too, whatever the stock: no line holds more', () => {
    const { rerender } = render(<QuantityStepper quantity={98} stock={500} onChange={jest.fn()} label="Candide" />);
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeEnabled();
    rerender(<QuantityStepper quantity={99} stock={500} onChange={jest.fn()} label="Candide" />);
    expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  });

  test('− does nothing at 1', () => {
    const onChange = jest.fn();
    render(<QuantityStepper quantity={1} stock={3} onChange={onChange} label="Candide" />);
    fireEvent.click(screen.getByRole('button', { name: 'Diminuer la quantité' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('typed quantity is stripped, clamped and saved on Enter', () => {
    const onChange = jest.fn();
    render(<QuantityStepper quantity={1} stock={5} onChange={onChange} label="Candide" />);
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    fireEvent.change(input, { target: { value: '9x' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(5);
  });

  test('a typed quantity of four digits or more is refused with the spec\'s message, in both languages, and not applied', () => {
    const onChange = jest.fn();
    const { unmount } = render(<QuantityStepper quantity={2} stock={5000} onChange={onChange} label="Candide" />);
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    fireEvent.change(input, { target: { value: '1000' } });
    // Said while typing…
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir moins de quatre chiffres !');
    fireEvent.keyDown(input, { key: 'Enter' });
    // …and on saving: nothing is applied, the quantity shows again.
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez saisir moins de quatre chiffres !');
    // Three digits are taken again, as at most 99 copies: a line holds no more, in the cart as in an order.
    fireEvent.change(input, { target: { value: '999' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(99);
    unmount();

    rootStore.getState().setLanguage('eng');
    render(<QuantityStepper quantity={2} stock={5} onChange={onChange} label="Candide" />);
    const english = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(english, { target: { value: '12a34' } });
    fireEvent.blur(english);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter less than four numbers!');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('locked blocks every control', () => {
    render(<QuantityStepper quantity={2} stock={5} onChange={jest.fn()} label="Candide" locked />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});

describe('LazyImage', () => {
  test('the image is in the markup, server-rendered too: deferred by the browser and asked for last, or first-screen and asked for first', () => {
    const lazy = renderToString(<LazyImage src="/img/covers/1.svg" alt="Candide" width={200} height={300} />);
    // Asked for after the first screen's pictures, even once on screen.
    expect(lazy).toMatch(/<img[^>]*src="\/img\/covers\/1.svg"[^>]*loading="lazy"[^>]*fetchPriority="low"/);
    expect(lazy).not.toContain('elementtiming');
    const eager = renderToString(<LazyImage src="/img/covers/1.svg" alt="Candide" width={200} height={300} eager />);
    // Named for Element Timing: a rendered page's code starts once the browser reports it on screen.
    expect(eager).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"[^>]*elementtiming="first-screen"/);
  });

  test('a cover that fails to load gives way to the fallback picture, its text saying so', () => {
    render(<LazyImage src="/img/covers/1.svg" alt="Candide" width={200} height={300} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', FALLBACK_IMAGE);
    expect(screen.getByRole('img').getAttribute('alt')).toMatch(/^Candide \(/);
  });
});

test('Modal closes on Escape and is labelled by its title', () => {
  const onClose = jest.fn();
  render(
    <Modal open title="Devise" onClose={onClose}>
      <p>Texte</p>
    </Modal>,
  );
  expect(screen.getByRole('dialog', { name: 'Devise' })).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalled();
});
