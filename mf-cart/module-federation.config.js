/** Federation name and public surface of the cart remote (see src/exposes/README.md). */
module.exports = {
  name: 'cart',
  exposes: {
    './mini-cart': './src/exposes/mini-cart.tsx',
    './add-to-cart-button': './src/exposes/add-to-cart-button.tsx',
    './cart-added-popup': './src/exposes/cart-added-popup.tsx',
    './cart-page': './src/exposes/cart-page.tsx',
    './checkout-page': './src/exposes/checkout-page.tsx',
    './order-success-page': './src/exposes/order-success-page.tsx',
    './checkout-result-page': './src/exposes/checkout-result-page.tsx',
  },
};
