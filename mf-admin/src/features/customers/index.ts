/** The customers feature's pages, for the admin layout's routes (paths in each page's JSDoc). */
export { CustomersPage } from './customers-page';
export { CustomerDetailPage } from './customer-detail-page';
export { NewsletterPage } from './newsletter-page';
export { MessagesPage } from './messages-page';
export { ReviewsPage } from './reviews-page';
export { AuditLogPage } from './audit-log-page';
