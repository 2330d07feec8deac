/** Federation name and public surface of the admin remote (see src/exposes/README.md). */
module.exports = {
  name: 'admin',
  exposes: {
    './app': './src/exposes/app.tsx',
  },
};
