import type { CartLine } from '@bookshop/contracts';

/** A cart line with sensible defaults, for tests. */
export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: 1,
    cart_id: null,
    title: 'Les Misérables',
    author: 'Victor Hugo',
    image: '/img/covers/1.svg',
    price: 9.48,
    price_ttc: 10,
    discount: 0,
    quantity: 1,
    _qte_a_terme_calcule: 5,
    _code_barre: '9782070409228',
    description: '',
    weight: 300,
    average_rate: 0,
    removed: false,
    article_stock: 5,
    note: '',
    ...overrides,
  };
}
