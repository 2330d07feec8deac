/**
 * The route table, the one declaration of the store's pages: path -> page module of its owning remote (architecture
 * page). The shell routes by it (statically: routing never waits for a remote; each page loads on its own when its
 * route is visited), the contract map gives each page module its (empty) props from it, the remotes expose their pages
 * under these ids, and their standalone pages route by it.
 */

/** The remotes, by their federation names. */
export type RemoteName = 'catalog' | 'cart' | 'account' | 'admin';

export interface RouteDeclaration {
  path: string;
  /** The page's module: `remote/expose`, exposed by the remote from its `src/exposes/<expose>.tsx`. */
  module: `${RemoteName}/${string}`;
  /** Needs a logged-in user, else redirect to /login. */
  requiresLogin?: true;
  /** Exists only while this company-settings feature is on (else the 404 page). */
  feature?: 'compare';
  /**
   * A public page (architecture page, "Rendering"): rendered whole on the server, listed in the sitemap, open to
   * crawlers. Its exposed module is a route module (a component, and its `loader` when it has data), loaded by the
   * router itself. The other pages are a shopper's own or the staff's: the server renders their skeleton inside the
   * frame, and their data is read in the browser (a client loader).
   */
  publicPage?: true;
  /**
   * A staff page: its data is read only for a signed-in admin (its layout shows the admin login to anyone else). Never
   * public, never in the sitemap.
   */
  staff?: true;
  /**
   * The page this one is drawn inside (the admin panel's frame, its menu): the router nests it there, and its path
   * starts with the layout's.
   */
  layout?: `${RemoteName}/${string}`;
}

/** A page of the admin panel at /admin-panel/<path>, module admin/<page>-page: drawn inside its frame, read for staff only. */
const staffPage = <Path extends string, Page extends string>(path: Path, page: Page) =>
  ({ path: `/admin-panel/${path}`, module: `admin/${page}-page`, staff: true, layout: 'admin/layout' }) as const;

const DECLARED = [
  { path: '/', module: 'catalog/home-page', publicPage: true },
  { path: '/books', module: 'catalog/books-page', publicPage: true },
  { path: '/bookdetails/:id', module: 'catalog/book-details-page', publicPage: true },
  { path: '/collaborators', module: 'catalog/collaborators-page', publicPage: true },
  { path: '/collaborator/:id/details', module: 'catalog/collaborator-details-page', publicPage: true },
  { path: '/collections', module: 'catalog/collections-page', publicPage: true },
  { path: '/collection-details/:id', module: 'catalog/collection-details-page', publicPage: true },
  { path: '/events', module: 'catalog/events-page', publicPage: true },
  { path: '/eventdetails/:eventId', module: 'catalog/event-details-page', publicPage: true },
  /** Route /about-us (company text). */
  { path: '/about-us', module: 'catalog/about-page', publicPage: true },
  /** Route /legal-information (company text). */
  { path: '/legal-information', module: 'catalog/legal-page', publicPage: true },
  /** Route /contactus (form stored by the server). */
  { path: '/contactus', module: 'catalog/contact-page', publicPage: true },
  /** Route /accessibility (the accessibility statement, linked from the footer). */
  { path: '/accessibility', module: 'catalog/accessibility-page', publicPage: true },
  /** Books of the compare list side by side (route /compare, login required, only when the feature is on). */
  { path: '/compare', module: 'catalog/compare-page', requiresLogin: true, feature: 'compare' },
  { path: '/cart', module: 'cart/cart-page' },
  /** Contact, delivery, address, server-priced summary and payment (route /checkout). */
  { path: '/checkout', module: 'cart/checkout-page' },
  /** The order just placed: number, how to pay, what next (route /order-success). */
  { path: '/order-success', module: 'cart/order-success-page' },
  /** How an online payment ended (paid, pending, failed, cancelled) and the way forward (route /checkout-result). */
  { path: '/checkout-result', module: 'cart/checkout-result-page' },
  /** A gift card bought as an order of its own: amount, for oneself or someone (mailed on a chosen day), payment (route /gift-card). */
  { path: '/gift-card', module: 'cart/gift-card-page' },
  { path: '/login', module: 'account/login-page' },
  { path: '/register', module: 'account/register-page' },
  /** The customer's wishlist (route /wishlist, login required). */
  { path: '/wishlist', module: 'account/wishlist-page', requiresLogin: true },
  /** Confirms the email of a mailed link (route /verify-email?token=…). */
  { path: '/verify-email', module: 'account/verify-email-page' },
  /** Asks for a password reset link (route /resetpasswordemail). */
  { path: '/resetpasswordemail', module: 'account/reset-request-page' },
  /** Sets a new password from a mailed link (route /reset-password?token=…). */
  { path: '/reset-password', module: 'account/reset-password-page' },
  /** Details, password and address book (route /accountprofile, login required). */
  { path: '/accountprofile', module: 'account/profile-page', requiresLogin: true },
  /** The customer's orders (route /ordertracking, login required). */
  { path: '/ordertracking', module: 'account/orders-page', requiresLogin: true },
  /** One order's timeline, books and delivery (route /followorder/:orderId, login required). */
  { path: '/followorder/:orderId', module: 'account/follow-order-page', requiresLogin: true },
  /** A visitor follows an order by number and email (route /track-order). */
  { path: '/track-order', module: 'account/track-order-page' },
  /** Rate and review the books of a delivered order (route /review/:orderId, login required). */
  { path: '/review/:orderId', module: 'account/review-page', requiresLogin: true },
  /** Ask for a return on a delivered order (route /add_refund_return/:order_id, login required). */
  { path: '/add_refund_return/:order_id', module: 'account/add-return-page', requiresLogin: true },
  /** Change a return still requested (route /edit_refund_return?id=…, login required). */
  { path: '/edit_refund_return', module: 'account/edit-return-page', requiresLogin: true },
  /** The customer's returns (route /refund_return, login required). */
  { path: '/refund_return', module: 'account/returns-page', requiresLogin: true },
  /** One return with its steps (route /refund_return/:returnId, login required). */
  { path: '/refund_return/:returnId', module: 'account/return-detail-page', requiresLogin: true },
  /** Cancels a back-in-stock request from its mailed link (route /stock-alert-cancel?token=…). */
  { path: '/stock-alert-cancel', module: 'account/stock-alert-cancel-page' },
  /** Confirms a back-in-stock request or a newsletter subscription from its mailed link, on a button press (routes /confirm/stock-alert and /confirm/newsletter, ?token=…). */
  // The double opt-in links of back-in-stock requests and the newsletter (/confirm/stock-alert, /confirm/newsletter).
  { path: '/confirm/:request', module: 'account/confirm-request-page' },
  /** The admin panel's frame: its login screen, or its menu around the staff page below (/admin-panel goes to the dashboard). */
  { path: '/admin-panel', module: 'admin/layout', staff: true },
  /** The shop at a glance: sales, orders to handle, stock to watch, over a chosen period. */
  staffPage('dashboard', 'dashboard'),
  /** The books, searched, sorted and paged. */
  staffPage('books', 'books'),
  /** A book's form (books/new for a new one): texts, price, stock, categories, pictures, editions. */
  staffPage('books/:id', 'book-form'),
  /** The category tree, edited in place. */
  staffPage('categories', 'categories'),
  /** Authors, translators, illustrators. */
  staffPage('collaborators', 'collaborators'),
  /** The collections. */
  staffPage('collections', 'collections'),
  /** The publishers. */
  staffPage('publishers', 'publishers'),
  /** ONIX files of the trade: upload one, follow its import, read what it refused. */
  staffPage('catalogue-import', 'catalogue-import'),
  /** The records' CLIL and Thema subjects on the shop's categories: the mapping, and the codes no mapping reaches. */
  staffPage('catalogue-subjects', 'catalogue-subjects'),
  /** The orders, by status and period. */
  staffPage('orders', 'orders'),
  /** One order: its lines, payment, status changes, invoices. */
  staffPage('orders/:number', 'order-detail'),
  /** The return requests. */
  staffPage('returns', 'returns'),
  /** One return request and its decision. */
  staffPage('returns/:id', 'return-detail'),
  /** The shop's bookshops (or a warehouse): address, opening hours, collection delay. */
  staffPage('locations', 'locations'),
  /** The coupons and their uses. */
  staffPage('coupons', 'coupons'),
  /** The gift cards: balances, owners, uses; cancelling one. */
  staffPage('gift-cards', 'gift-cards'),
  /** The customer accounts. */
  staffPage('customers', 'customers'),
  /** One customer: details, orders, disabling. */
  staffPage('customers/:id', 'customer-detail'),
  /** The newsletter's subscribers. */
  staffPage('newsletter', 'newsletter'),
  /** The contact form's messages. */
  staffPage('messages', 'messages'),
  /** The customers' reviews, to publish or hide. */
  staffPage('reviews', 'reviews'),
  /** The shop's events. */
  staffPage('events', 'events'),
  /** The home page's slides. */
  staffPage('hero-slides', 'hero-slides'),
  /** The company settings: texts, icons, rates, features. */
  staffPage('settings', 'settings'),
  /** Who changed what in the back office. */
  staffPage('audit-log', 'audit-log'),
] as const satisfies readonly RouteDeclaration[];

/** A page's module id (`catalog/books-page`). */
export type PageModuleId = (typeof DECLARED)[number]['module'];

export const ROUTES: ReadonlyArray<RouteDeclaration & { module: PageModuleId }> = DECLARED;

/** The pages drawn inside `layout` (the admin panel's, inside its frame), in the table's order. */
export function pagesWithin(layout: PageModuleId): typeof ROUTES {
  return ROUTES.filter((route) => route.layout === layout);
}

/** The routes at the top of the tree: every page but those drawn inside a layout. */
export const TOP_ROUTES: typeof ROUTES = ROUTES.filter((route) => route.layout === undefined);
