/** Federation name and public surface of the account remote (see src/exposes/README.md). */
module.exports = {
  name: 'account',
  exposes: {
    './profile-menu': './src/exposes/profile-menu.tsx',
    './login-page': './src/exposes/login-page.tsx',
    './register-page': './src/exposes/register-page.tsx',
    './wishlist-button': './src/exposes/wishlist-button.tsx',
    './wishlist-page': './src/exposes/wishlist-page.tsx',
    './verify-email-page': './src/exposes/verify-email-page.tsx',
    './reset-request-page': './src/exposes/reset-request-page.tsx',
    './reset-password-page': './src/exposes/reset-password-page.tsx',
    './profile-page': './src/exposes/profile-page.tsx',
    './orders-page': './src/exposes/orders-page.tsx',
    './follow-order-page': './src/exposes/follow-order-page.tsx',
    './track-order-page': './src/exposes/track-order-page.tsx',
    './review-page': './src/exposes/review-page.tsx',
    './add-return-page': './src/exposes/add-return-page.tsx',
    './edit-return-page': './src/exposes/edit-return-page.tsx',
    './returns-page': './src/exposes/returns-page.tsx',
    './return-detail-page': './src/exposes/return-detail-page.tsx',
    './stock-alert-cancel-page': './src/exposes/stock-alert-cancel-page.tsx',
  },
};
