import type { Article } from './entities';

/**
 * Every exposed module, by `remote/expose` id, with its props. A remote's exposes must satisfy this map and the
 * shell can only mount ids listed here, so a contract break is a type error.
 */
export interface ExposedModules {
  /** Header search box with its dropdown. */
  'catalog/smart-search': Record<string, never>;
  /** Three-level category tree: the drawer's expandable tree or the side menu. */
  'catalog/category-menu': { variant: 'drawer' | 'side' };
  /** Carousel of the shop's favourite books (used by the cart-added popup). */
  'catalog/favourites-carousel': Record<string, never>;
  'catalog/home-page': Record<string, never>;
  'catalog/books-page': Record<string, never>;
  'catalog/book-details-page': Record<string, never>;
  /** Route /collaborators. */
  'catalog/collaborators-page': Record<string, never>;
  /** Route /collaborator/:id/details. */
  'catalog/collaborator-details-page': Record<string, never>;
  /** Route /collections. */
  'catalog/collections-page': Record<string, never>;
  /** Route /collection-details/:id. */
  'catalog/collection-details-page': Record<string, never>;
  /** Route /events. */
  'catalog/events-page': Record<string, never>;
  /** Route /eventdetails/:eventId. */
  'catalog/event-details-page': Record<string, never>;
  /** Route /about-us (company text). */
  'catalog/about-page': Record<string, never>;
  /** Route /legal-information (company text). */
  'catalog/legal-page': Record<string, never>;
  /** Route /contactus (form stored by the server). */
  'catalog/contact-page': Record<string, never>;
  /** Route /accessibility (the accessibility statement, linked from the footer). */
  'catalog/accessibility-page': Record<string, never>;
  /** Books of the compare list side by side (route /compare, login required, only when the feature is on). */
  'catalog/compare-page': Record<string, never>;
  /** Header cart icon with counter; opens the side panel on desktop, goes to /cart on mobile. */
  'cart/mini-cart': Record<string, never>;
  /**
   * Add-to-cart control for one book; reads the book by id for its current price and stock. `article`, the book as
   * the page has it, makes the control usable at once, while that read is on its way.
   */
  'cart/add-to-cart-button': { articleId: number; article?: Article };
  /** Popup shown after a book is added (listens to `cart:item-added`). */
  'cart/cart-added-popup': Record<string, never>;
  'cart/cart-page': Record<string, never>;
  /** Contact, delivery, address, server-priced summary and payment (route /checkout). */
  'cart/checkout-page': Record<string, never>;
  /** The order just placed: number, how to pay, what next (route /order-success). */
  'cart/order-success-page': Record<string, never>;
  /** How an online payment ended (paid, pending, failed, cancelled) and the way forward (route /checkout-result). */
  'cart/checkout-result-page': Record<string, never>;
  /** Header profile menu with the logged-in and logged-out entries. */
  'account/profile-menu': Record<string, never>;
  'account/login-page': Record<string, never>;
  'account/register-page': Record<string, never>;
  /** Add-to / remove-from wishlist control for one book; fetches what it needs by id. */
  'account/wishlist-button': { articleId: number };
  /** The customer's wishlist (route /wishlist, login required). */
  'account/wishlist-page': Record<string, never>;
  /** Confirms the email of a mailed link (route /verify-email?token=…). */
  'account/verify-email-page': Record<string, never>;
  /** Asks for a password reset link (route /resetpasswordemail). */
  'account/reset-request-page': Record<string, never>;
  /** Sets a new password from a mailed link (route /reset-password?token=…). */
  'account/reset-password-page': Record<string, never>;
  /** Details, password and address book (route /accountprofile, login required). */
  'account/profile-page': Record<string, never>;
  /** The customer's orders (route /ordertracking, login required). */
  'account/orders-page': Record<string, never>;
  /** One order's timeline, books and delivery (route /followorder/:orderId, login required). */
  'account/follow-order-page': Record<string, never>;
  /** A visitor follows an order by number and email (route /track-order). */
  'account/track-order-page': Record<string, never>;
  /** Rate and review the books of a delivered order (route /review/:orderId, login required). */
  'account/review-page': Record<string, never>;
  /** Ask for a return on a delivered order (route /add_refund_return/:order_id, login required). */
  'account/add-return-page': Record<string, never>;
  /** Change a return still requested (route /edit_refund_return?id=…, login required). */
  'account/edit-return-page': Record<string, never>;
  /** The customer's returns (route /refund_return, login required). */
  'account/returns-page': Record<string, never>;
  /** One return with its steps (route /refund_return/:returnId, login required). */
  'account/return-detail-page': Record<string, never>;
  /** Cancels a back-in-stock request from its mailed link (route /stock-alert-cancel?token=…). */
  'account/stock-alert-cancel-page': Record<string, never>;
  /** Confirms a back-in-stock request or a newsletter subscription from its mailed link, on a button press (routes /confirm/stock-alert and /confirm/newsletter, ?token=…). */
  'account/confirm-request-page': Record<string, never>;
  /** The whole admin panel (its own login screen and pages). */
  'admin/app': Record<string, never>;
}

export type ExposedModuleId = keyof ExposedModules;
export type RemoteName = ExposedModuleId extends `${infer R}/${string}` ? R : never;

/** Every exposed module id, at run time (the contract test checks each remote's federation config against it). */
export const EXPOSED_MODULE_IDS = [
  'catalog/smart-search',
  'catalog/category-menu',
  'catalog/favourites-carousel',
  'catalog/home-page',
  'catalog/books-page',
  'catalog/book-details-page',
  'catalog/compare-page',
  'catalog/collaborators-page',
  'catalog/collaborator-details-page',
  'catalog/collections-page',
  'catalog/collection-details-page',
  'catalog/events-page',
  'catalog/event-details-page',
  'catalog/about-page',
  'catalog/legal-page',
  'catalog/contact-page',
  'catalog/accessibility-page',
  'cart/mini-cart',
  'cart/add-to-cart-button',
  'cart/cart-added-popup',
  'cart/cart-page',
  'cart/checkout-page',
  'cart/order-success-page',
  'cart/checkout-result-page',
  'account/profile-menu',
  'account/login-page',
  'account/register-page',
  'account/wishlist-button',
  'account/wishlist-page',
  'account/verify-email-page',
  'account/reset-request-page',
  'account/reset-password-page',
  'account/profile-page',
  'account/orders-page',
  'account/follow-order-page',
  'account/track-order-page',
  'account/review-page',
  'account/add-return-page',
  'account/edit-return-page',
  'account/returns-page',
  'account/return-detail-page',
  'account/stock-alert-cancel-page',
  'account/confirm-request-page',
  'admin/app',
] as const satisfies readonly ExposedModuleId[];

// A module added to the map but not to the list above is a type error here.
type Missing = Exclude<ExposedModuleId, (typeof EXPOSED_MODULE_IDS)[number]>;
export const exposedListIsComplete: Missing extends never ? true : Missing = true;
