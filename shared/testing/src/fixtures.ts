import type { Article, CartLine, UserInfo } from '@bookshop/contracts';
import { initialPersistedState, rootStore, type PersistedState } from '@bookshop/store';

/** A customer (id 7, Claire Martin, French, euro) with sensible defaults, for tests. */
export function aUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    email: 'client@librairie-lumiere.fr',
    first_name: 'Claire',
    last_name: 'Martin',
    image: null,
    language: 'fr',
    currency: 'eur',
    role: 'customer',
    phone: null,
    email_verified: true,
    addresses: [],
    payments: [],
    defaultAdd: null,
    defaultPay: null,
    ...overrides,
  };
}

/** A book in stock (5) with sensible defaults, for tests; its cover follows its id. */
export function anArticle(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? 1;
  return {
    id,
    designation: 'Les Misérables',
    descriptif: '',
    _code_barre: '9782070409228',
    dc_collection: null,
    dc_auteur: { id: 900, _nom: 'Victor Hugo' },
    dc_editor: null,
    dc_traducteur: null,
    dc_illustrateur: null,
    categories: [],
    prixpublic: 9.48,
    _prix_public_ttc: 10,
    _poids_net: 300,
    discount: 0,
    _qte_a_terme_calcule: 5,
    articleimage: [{ link: `/img/covers/${id}.svg` }],
    average_rate: 0,
    article_stock: 5,
    bestseller_count: 0,
    language: 'fr',
    published_at: null,
    first_published_year: null,
    isbn_hyphenated: '978-2-07-040922-8',
    editions: [],
    forthcoming: null,
    product_form: null,
    page_count: null,
    published_on: null,
    published_on_precision: null,
    pick: null,
    ...overrides,
  };
}

/** A cart line with sensible defaults, for tests. */
export function aCartLine(overrides: Partial<CartLine> = {}): CartLine {
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

/** Empties localStorage and puts the one store back to its initial state (plus `overrides`). */
export function resetStore(overrides: Partial<PersistedState> = {}): void {
  localStorage.clear();
  rootStore.setState({ ...initialPersistedState, ...overrides });
}
