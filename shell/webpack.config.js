const { createConfig } = require('@bookshop/build');

module.exports = createConfig({ name: 'shell', dir: __dirname });
