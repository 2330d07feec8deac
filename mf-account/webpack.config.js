const { createConfig } = require('@bookshop/build');

/** The account remote: it exposes every module of src/exposes/ (see the README there). */
module.exports = createConfig({ name: 'account', dir: __dirname, title: 'Compte — Librairie Lumière' });
