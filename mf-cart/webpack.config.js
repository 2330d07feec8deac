const { createConfig } = require('@bookshop/build');

/** The cart remote: it exposes every module of src/exposes/ (see the README there). */
module.exports = createConfig({ name: 'cart', dir: __dirname, title: 'Panier — Librairie Lumière' });
