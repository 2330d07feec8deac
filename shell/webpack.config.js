const { createConfig } = require('@bookshop/build');

/** The flags of the language choice (flag-icons, France and the United Kingdom), served by the store under /flags/. */
const FLAGS = ['fr', 'gb'];

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  // Where the page takes its flags from: another image host if FLAG_BASE_URL says so (README, settings).
  define: { 'process.env.FLAG_BASE_URL': JSON.stringify(process.env.FLAG_BASE_URL || '/flags/') },
  copy: FLAGS.map((flag) => ({ from: require.resolve(`flag-icons/flags/4x3/${flag}.svg`), to: `flags/${flag}.svg` })),
});
