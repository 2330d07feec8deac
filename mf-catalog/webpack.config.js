const { createConfig } = require('@bookshop/build');

/** The catalog remote: it exposes every module of src/exposes/ (see the README there). */
module.exports = createConfig({ name: 'catalog', dir: __dirname, title: 'Catalogue — Librairie Lumière' });
