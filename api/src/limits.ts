/**
 * The API's limits against abuse, each a named setting: an environment variable with a default. A rate is written
 * `COUNT/MINUTES` (`5/15`: five in fifteen minutes). The README's settings table lists them; SECURITY.md says which
 * attack each one answers.
 */
import { LINE_QUANTITY_MAX } from '@bookshop/contracts';

/** At most `max` in any window of `minutes` (a fixed window, opened by the first hit). */
export interface Rate {
  max: number;
  minutes: number;
}

export interface Limits {
  /** Sign-in attempts for one account from one client address; counted before the password is checked. */
  loginPerClient: Rate;
  /**
   * Sign-in attempts for one account from all clients together: past it the account is taken to be under attack, and
   * each client that then fails is held (`loginHoldMinutes`); a client that has not failed still gets its password
   * checked, so strangers can never keep the owner out.
   */
  loginPerAccount: Rate;
  /** How long a client that failed to sign in to an account past that account's ceiling waits before its next try. */
  loginHoldMinutes: number;
  /**
   * Sign-in attempts from one client address whatever the email (password spraying: one password tried on many
   * accounts); counted before the password is checked, a successful sign-in given back.
   */
  loginAnyAccountPerClient: Rate;
  /** Accounts created from one client address. */
  registerPerClient: Rate;
  /** Google sign-in calls (nonces and ID tokens together) from one client address. */
  socialSignInPerClient: Rate;
  /** Password reset requests from one client address (the account's own limit is `resetMailsPerAccount`). */
  passwordResetPerClient: Rate;
  /** Reset links mailed to one account. */
  resetMailsPerAccount: Rate;
  /** Confirmation links mailed to one account on request. */
  verificationMailsPerAccount: Rate;
  /** Confirmation link requests from one client address, whatever the account. */
  verificationPerClient: Rate;
  /** Newsletter sign-ups from one client address. */
  newsletterPerClient: Rate;
  /** Newsletter confirmation links mailed to one email, from all clients (further sign-ups mail nothing). */
  newsletterMailsPerEmail: Rate;
  /** Contact messages from one client address (one email's own limit is `contactPerEmail`). */
  contactPerClient: Rate;
  contactPerEmail: Rate;
  /** Visitor order lookups (/track-order) from one client address, found or not. */
  orderLookupsPerClient: Rate;
  /** Orders placed from one client address. */
  ordersPerClient: Rate;
  /** Sitemap answers from one client address (each reads over the whole catalogue). */
  sitemapPerClient: Rate;
  /**
   * PayPal webhook events from one client address that make the shop ask PayPal (each costs an OAuth token and a
   * verification call there): counted before PayPal is asked, an event PayPal vouches for given back.
   */
  paypalWebhooksPerClient: Rate;
  /**
   * Coupon codes tried from one client address (checks and orders with a code): counted before the code is looked
   * up; a try that applies the code is given back, so only unknown and refused codes use the allowance.
   */
  couponChecksPerClient: Rate;
  /**
   * Gift card codes tried from one client address (checks and orders with a code), counted like coupons': a try that
   * finds a card is given back, so only unknown codes use the allowance.
   */
  giftCardChecksPerClient: Rate;
  /** Back-in-stock alert requests from one client address (guests and customers), asked again or not. */
  stockAlertsPerClient: Rate;
  /**
   * Mails of back-in-stock requests to one email (confirmation links, or the notice of a confirmed customer's request):
   * past it a request is recorded unconfirmed and nothing is mailed, so it is never mailed at restock either.
   */
  stockAlertMailsPerEmail: Rate;
  /**
   * How far a book list counts its results and lets itself be paged: beyond it the total reads "more than" and the
   * pages stop, so no call makes the database count or skip a million rows.
   */
  listCountLimit: number;
  /**
   * How far the /books filter panel counts the books of one category or publisher when the list is too large to count
   * them all: beyond it the count reads "100+".
   */
  facetCountLimit: number;
  /**
   * How long, in milliseconds, the filter panel's count of one facet value by value may run on PostgreSQL before it
   * is counted over the list's first books instead ("at least" counts).
   */
  facetTimeLimitMs: number;
  /** Orders awaiting payment at once for one email address. */
  unpaidOrdersPerEmail: number;
  /**
   * Copies of one title an order awaiting payment may hold: guest emails are free, so the per-email count alone would
   * let one client hold 50 lines of 99 copies per order.
   */
  unpaidCopiesPerTitle: number;
  /**
   * The share of a title's copies (on sale plus held), in percent (1-100), that all orders awaiting payment may hold
   * together, rounded down but never below one copy (every order awaits payment at first: a last copy must stay sold).
   */
  unpaidStockShare: number;
  /** How long an order awaiting an online payment (PayPal, card) holds its books. */
  unpaidOnlineOrderMinutes: number;
  /** How long an order awaiting a bank transfer holds its books. */
  unpaidBankTransferDays: number;
  /**
   * How much of an IPv6 client address is its key in every per-client limit: a host gets a whole /64 (often more),
   * so keying on the full address would give one client 2^64 allowances. IPv4 addresses count whole.
   */
  clientIpv6Prefix: number;
  /**
   * The withdrawal period in days after the day of delivery (Code de la consommation L221-18: 14 days at least; the
   * CGV say 14): a return is asked until the end of the last day, Paris time.
   */
  returnWindowDays: number;
  /** How many days a collection is kept at the counter once ready; past it its books go back on the shelves (refunded). */
  pickupHoldDays: number;
}

interface Setting<K extends keyof Limits> {
  key: K;
  env: string;
  fallback: Limits[K];
  /** The largest value a whole-number setting may take. */
  max?: number;
}

/** Every limit with its variable and default, in the order the README lists them. */
export const LIMIT_SETTINGS = [
  { key: 'loginPerClient', env: 'LOGIN_LIMIT', fallback: { max: 5, minutes: 15 } },
  { key: 'loginPerAccount', env: 'LOGIN_ACCOUNT_LIMIT', fallback: { max: 20, minutes: 15 } },
  { key: 'loginHoldMinutes', env: 'LOGIN_HOLD_MINUTES', fallback: 60 },
  { key: 'loginAnyAccountPerClient', env: 'LOGIN_CLIENT_LIMIT', fallback: { max: 30, minutes: 15 } },
  { key: 'registerPerClient', env: 'REGISTER_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'socialSignInPerClient', env: 'SOCIAL_SIGN_IN_LIMIT', fallback: { max: 30, minutes: 15 } },
  { key: 'passwordResetPerClient', env: 'PASSWORD_RESET_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'resetMailsPerAccount', env: 'RESET_MAIL_LIMIT', fallback: { max: 3, minutes: 60 } },
  { key: 'verificationMailsPerAccount', env: 'VERIFICATION_MAIL_LIMIT', fallback: { max: 3, minutes: 60 } },
  { key: 'verificationPerClient', env: 'VERIFICATION_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'newsletterPerClient', env: 'NEWSLETTER_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'newsletterMailsPerEmail', env: 'NEWSLETTER_MAIL_LIMIT', fallback: { max: 3, minutes: 60 } },
  { key: 'contactPerClient', env: 'CONTACT_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'contactPerEmail', env: 'CONTACT_EMAIL_LIMIT', fallback: { max: 5, minutes: 10 } },
  { key: 'orderLookupsPerClient', env: 'ORDER_LOOKUP_LIMIT', fallback: { max: 10, minutes: 15 } },
  { key: 'ordersPerClient', env: 'ORDER_LIMIT', fallback: { max: 5, minutes: 60 } },
  { key: 'sitemapPerClient', env: 'SITEMAP_LIMIT', fallback: { max: 60, minutes: 10 } },
  { key: 'paypalWebhooksPerClient', env: 'PAYPAL_WEBHOOK_LIMIT', fallback: { max: 60, minutes: 15 } },
  { key: 'couponChecksPerClient', env: 'COUPON_CHECK_LIMIT', fallback: { max: 10, minutes: 15 } },
  { key: 'giftCardChecksPerClient', env: 'GIFT_CARD_CHECK_LIMIT', fallback: { max: 10, minutes: 15 } },
  { key: 'stockAlertsPerClient', env: 'STOCK_ALERT_LIMIT', fallback: { max: 10, minutes: 60 } },
  { key: 'stockAlertMailsPerEmail', env: 'STOCK_ALERT_MAIL_LIMIT', fallback: { max: 5, minutes: 60 } },
  { key: 'listCountLimit', env: 'LIST_COUNT_LIMIT', fallback: 1000 },
  { key: 'facetCountLimit', env: 'FACET_COUNT_LIMIT', fallback: 100 },
  { key: 'facetTimeLimitMs', env: 'FACET_TIME_LIMIT', fallback: 200 },
  { key: 'unpaidOrdersPerEmail', env: 'UNPAID_ORDERS_PER_EMAIL', fallback: 3 },
  { key: 'unpaidCopiesPerTitle', env: 'UNPAID_COPIES_PER_TITLE', fallback: 3, max: LINE_QUANTITY_MAX },
  { key: 'unpaidStockShare', env: 'UNPAID_STOCK_SHARE', fallback: 50, max: 100 },
  { key: 'unpaidOnlineOrderMinutes', env: 'UNPAID_ONLINE_ORDER_MINUTES', fallback: 30 },
  { key: 'unpaidBankTransferDays', env: 'UNPAID_BANK_TRANSFER_DAYS', fallback: 7 },
  { key: 'returnWindowDays', env: 'RETURN_WINDOW_DAYS', fallback: 14 },
  { key: 'pickupHoldDays', env: 'PICKUP_HOLD_DAYS', fallback: 10, max: 365 },
  { key: 'clientIpv6Prefix', env: 'CLIENT_IPV6_PREFIX', fallback: 64, max: 128 },
] as const satisfies readonly Setting<keyof Limits>[];

const RATE = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

function parse(env: string, raw: string, fallback: Rate | number, largest = Number.MAX_SAFE_INTEGER): Rate | number {
  if (typeof fallback === 'number') {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > largest) {
      throw new Error(`${env} must be a whole number from 1 to ${largest}, not "${raw}".`);
    }
    return value;
  }
  const match = RATE.exec(raw);
  const [max, minutes] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (max < 1 || minutes < 1) throw new Error(`${env} must read COUNT/MINUTES (for example "${fallback.max}/${fallback.minutes}"), not "${raw}".`);
  return { max, minutes };
}

/** The limits from the environment, each variable that is not set taking its default; a malformed one stops the start. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits: Record<string, Rate | number> = {};
  for (const setting of LIMIT_SETTINGS) {
    const raw = env[setting.env];
    const max = 'max' in setting ? setting.max : undefined;
    limits[setting.key] = raw === undefined || raw === '' ? setting.fallback : parse(setting.env, raw, setting.fallback, max);
  }
  return limits as unknown as Limits;
}

/** The defaults, for tests that replay an attack against the limits a shop really runs with. */
export const DEFAULT_LIMITS: Limits = limitsFromEnv({});
