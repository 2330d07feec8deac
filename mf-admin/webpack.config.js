const { createConfig } = require('@bookshop/build');

/** The admin remote: it exposes every module of src/exposes/ (see the README there). */
module.exports = createConfig({ name: 'admin', dir: __dirname, title: 'Administration — Librairie Lumière' });
