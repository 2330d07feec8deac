/**
 * Remotes only. A remote's builds take the federation runtime core from the page (`externalRuntime`: the shell
 * provides its copy, so no remote entry carries a second one). The remote's own standalone page has no shell, so
 * after each build this plugin bundles the runtime core once more, on its own (a separate compiler, without
 * federation), into `federation-runtime-core.js`, and index.html loads it before main.js. The store never fetches it.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'RuntimeCoreProviderPlugin';
const FILE = 'federation-runtime-core.js';

class RuntimeCoreProviderPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.afterEmit.tapAsync(NAME, (compilation, callback) => {
      const bundler = webpack({
        mode: compiler.options.mode,
        target: 'web',
        devtool: false,
        context: compiler.context,
        entry: path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'index.js'),
        output: { path: compiler.options.output.path, filename: FILE, clean: false, library: { type: 'assign', name: '_FEDERATION_RUNTIME_CORE' } },
        stats: 'errors-only',
      });
      bundler.run((error, stats) => {
        bundler.close(() => callback(error ?? (stats.hasErrors() ? new Error(stats.toString('errors-only')) : null)));
      });
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${publicPath}${FILE}` }));
        return data;
      });
    });
  }
}

module.exports = { RuntimeCoreProviderPlugin };
