import { aCartLine, aUser } from '@bookshop/testing';
import { createPageStore, createRootStore, STORE_KEY, STORE_VERSION } from './store';

const user = aUser({ email: 'camille@example.fr', first_name: 'Camille' });

beforeEach(() => localStorage.clear());

test('persists under key root, version 1', () => {
  const store = createRootStore();
  store.getState().setLanguage('eng');
  store.getState().addToCart(aCartLine(), 2);
  const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
  expect(stored.version).toBe(1);
  expect(stored.state.language).toBe('eng');
  expect(stored.state.cart[0].quantity).toBe(2);
  expect(stored.state.setLanguage).toBeUndefined();
});

test('rehydrates a well-formed stored state', () => {
  localStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { language: 'eng', currency: 'usd', cart: [aCartLine({ quantity: 3 })] } }));
  const store = createRootStore();
  expect(store.getState().language).toBe('eng');
  expect(store.getState().currency).toBe('usd');
  expect(store.getState().cart[0]?.quantity).toBe(3);
});

test('corrupt JSON gives defaults and the store still works', () => {
  localStorage.setItem(STORE_KEY, '{not json');
  const store = createRootStore();
  expect(store.getState().language).toBe('fr');
  expect(store.getState().cart).toEqual([]);
  store.getState().setCurrency('usd');
  expect(store.getState().currency).toBe('usd');
});

test('a wrong shape is dropped field by field', () => {
  localStorage.setItem(
    STORE_KEY,
    JSON.stringify({ version: 1, state: { language: 'de', cart: [{ nope: true }], compare: 'x', currency: 'usd', token: 'abc', user: { id: 'x' } } }),
  );
  const store = createRootStore();
  const state = store.getState();
  expect(state.language).toBe('fr');
  expect(state.cart).toEqual([]);
  expect(state.compare).toEqual([]);
  expect(state.currency).toBe('usd');
  expect(state.token).toBeNull();
  expect(state.user).toBeNull();
});

test('the compare switch is unknown until the settings are read, and then remembered, off as well as on', () => {
  expect(createRootStore().getState().isCompareEnabled).toBeNull();
  const store = createRootStore();
  store.getState().applyCompanySettings(null, false);
  expect(createRootStore().getState().isCompareEnabled).toBe(false);
  localStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { isCompareEnabled: 'yes' } }));
  expect(createRootStore().getState().isCompareEnabled).toBeNull();
});

test('data of another version is migrated through the same validation', () => {
  localStorage.setItem(STORE_KEY, JSON.stringify({ version: 0, state: { language: 'eng', cart: 'broken' } }));
  const store = createRootStore();
  expect(store.getState().language).toBe('eng');
  expect(store.getState().cart).toEqual([]);
});

test('removing the user empties compare, favorites and cart', () => {
  const store = createRootStore();
  const s = store.getState();
  s.setSession(user, 'token');
  s.addToCart(aCartLine(), 1);
  s.setCompare([1, 2]);
  s.addFavorite({
    id: 1, _favid: 1, favtitle: 'Candide', favauthor: 'Voltaire', favimage: '', favprice: 5, favdescription: '', favquantity: 1,
    discount: 0, weight: 100, price_ttc: 5, removed: false, article_stock: 3, _code_barre: '',
  });
  store.getState().clearUser();
  const after = store.getState();
  expect(after.user).toBeNull();
  expect(after.token).toBeNull();
  expect(after.cart).toEqual([]);
  expect(after.compare).toEqual([]);
  expect(after.favorites).toEqual([]);
});

test('setQuantity clamps to the line stock', () => {
  const store = createRootStore();
  store.getState().addToCart(aCartLine({ _qte_a_terme_calcule: 4 }), 1);
  store.getState().setQuantity(1, 10);
  expect(store.getState().cart[0]?.quantity).toBe(4);
  store.getState().setQuantity(1, 0);
  expect(store.getState().cart[0]?.quantity).toBe(1);
});

test('toggleSearchFilter follows the filter rules', () => {
  const store = createRootStore();
  store.getState().toggleSearchFilter('collection', 3);
  expect(store.getState().searchData).toEqual({ collection: [3] });
  store.getState().toggleSearchFilter('collection', 3);
  expect(store.getState().searchData).toEqual({});
});

test('a page store starts with the preferences it is given (what React reads on the server) and never touches localStorage', () => {
  localStorage.setItem(STORE_KEY, JSON.stringify({ state: { language: 'fr', cart: [{ _id: 1 }] }, version: STORE_VERSION }));
  const before = localStorage.getItem(STORE_KEY);
  const page = createPageStore({ language: 'eng', currency: 'usd', currencyRate: 1.1, isCompareEnabled: true });
  expect(page.getInitialState()).toMatchObject({ language: 'eng', currency: 'usd', currencyRate: 1.1, isCompareEnabled: true, cart: [], user: null });
  expect(page.getState()).toMatchObject({ language: 'eng', currency: 'usd', currencyRate: 1.1, isCompareEnabled: true, cart: [], user: null });
  page.getState().setLanguage('fr');
  expect(localStorage.getItem(STORE_KEY)).toBe(before);
});
