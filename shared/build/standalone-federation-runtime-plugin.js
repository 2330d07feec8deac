/**
 * Remotes only. A remote's builds take the federation runtime from the page: the runtime core (`externalRuntime`)
 * and the bundler runtime (`runtime/bundler-runtime-from-page.js`), which the shell provides, so no remote entry
 * carries a second copy. The remote's own standalone page has no shell, so after each build this plugin bundles both
 * once more, on their own (a separate compiler, without federation), into `federation-runtime.js`, and index.html
 * loads it before main.js. The store never fetches it.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StandaloneFederationRuntimePlugin';
const FILE = 'federation-runtime.js';

class StandaloneFederationRuntimePlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.afterEmit.tapAsync(NAME, (compilation, callback) => {
      const bundler = webpack({
        mode: compiler.options.mode,
        target: 'web',
        devtool: false,
        context: compiler.context,
        entry: require.resolve('./runtime/standalone-federation-runtime.js'),
        output: { path: compiler.options.output.path, filename: FILE, clean: false },
        stats: 'errors-only',
      });
      bundler.run((error, stats) => {
        bundler.close(() => callback(error ?? (stats.hasErrors() ? new Error(stats.toString('errors-only')) : null)));
      });
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${data.publicPath}${FILE}` }));
        return data;
      });
    });
  }
}

module.exports = { StandaloneFederationRuntimePlugin };
