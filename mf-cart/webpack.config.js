const { createConfig } = require('@bookshop/build');
const federation = require('./module-federation.config');

module.exports = createConfig({ ...federation, dir: __dirname, title: 'Panier — Librairie Lumière' });
