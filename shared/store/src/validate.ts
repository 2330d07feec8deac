/**
 * Guards for what comes back from localStorage: anything stored by an older build, another app or a corrupted write
 * is dropped field by field, so the store boots with defaults instead of crashing.
 */
import { COMPARE_LIMIT, RETURN_REFUND_LIMIT, type CartLine, type Favorite, type UserInfo } from '@bookshop/contracts';
import type { PersistedState } from './state';
import { initialPersistedState } from './state';

type Guard<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function hasFields(value: unknown, numbers: string[], strings: string[]): value is Record<string, unknown> {
  return isObject(value) && numbers.every((key) => isNumber(value[key])) && strings.every((key) => isString(value[key]));
}

const isCartLine: Guard<CartLine> = (value): value is CartLine =>
  hasFields(value, ['_id', 'quantity', 'price_ttc', 'discount', '_qte_a_terme_calcule'], ['title']) &&
  (value.cart_id === null || isNumber(value.cart_id)) &&
  typeof value.removed === 'boolean';

const isFavorite: Guard<Favorite> = (value): value is Favorite => hasFields(value, ['id', '_favid'], ['favtitle']);

const isUser: Guard<UserInfo> = (value): value is UserInfo =>
  hasFields(value, ['id'], ['email', 'first_name']) && (value.role === 'customer' || value.role === 'admin');

function arrayOf<T>(value: unknown, guard: Guard<T>): T[] | undefined {
  return Array.isArray(value) && value.every(guard) ? value : undefined;
}

function pick<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

/** Keeps each persisted field only when it has the right shape; anything else falls back to its default. */
export function sanitizePersisted(raw: unknown): PersistedState {
  const d = initialPersistedState;
  if (!isObject(raw)) return d;
  const user = isUser(raw.user) ? raw.user : null;
  const token = user && isString(raw.token) && raw.token !== '' ? raw.token : null;
  const filters = isObject(raw.searchData)
    ? Object.fromEntries(
        Object.entries(raw.searchData).filter(
          (entry): entry is [string, Array<string | number>] =>
            Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((v) => isString(v) || isNumber(v)),
        ),
      )
    : d.searchData;
  const expanded = isObject(raw.expandedCategories)
    ? Object.fromEntries(Object.entries(raw.expandedCategories).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'))
    : d.expandedCategories;
  return {
    user: token ? user : null,
    token,
    cart: pick(arrayOf(raw.cart, isCartLine), d.cart),
    favorites: pick(arrayOf(raw.favorites, isFavorite), d.favorites),
    compare: pick(arrayOf(raw.compare, isNumber), d.compare).slice(0, COMPARE_LIMIT),
    returnRefund: pick(
      arrayOf(raw.returnRefund, (v): v is { articleId: number; quantity: number } => hasFields(v, ['articleId', 'quantity'], [])),
      d.returnRefund,
    ).slice(0, RETURN_REFUND_LIMIT),
    language: raw.language === 'eng' || raw.language === 'fr' ? raw.language : d.language,
    currency: raw.currency === 'usd' || raw.currency === 'eur' ? raw.currency : d.currency,
    currencyRate: isNumber(raw.currencyRate) && raw.currencyRate > 0 ? raw.currencyRate : d.currencyRate,
    isCompareEnabled: typeof raw.isCompareEnabled === 'boolean' || raw.isCompareEnabled === null ? raw.isCompareEnabled : d.isCompareEnabled,
    searchData: filters,
    selectedCategoryId: isNumber(raw.selectedCategoryId) ? raw.selectedCategoryId : d.selectedCategoryId,
    expandedCategories: expanded,
  };
}
