/** Typed contracts between the shell, the remotes and the API: types, plus the few constants they name. */
export * from './entities';
export * from './api';
export * from './events';
export * from './exposes';
export * from './status';
export * from './validation';
export * from './admin-books';
export * from './admin-content';
export * from './admin-operations';
export * from './admin-customers';
export * from './coupons';
export * from './contract-version';
export * from './stock-alerts';
export * from './book-law';
export * from './invoices';
export * from './book-images';
