/**
 * Remotes only. A remote's builds take the federation runtime from the page: the runtime core (`externalRuntime`)
 * and the bundler runtime (`runtime/bundler-runtime-from-page.js`), which the shell provides, so no remote entry
 * carries a second copy. The remote's own standalone page has no shell, so this plugin bundles both once more, on
 * their own (a separate compiler, without federation), into `federation-runtime.js`, and index.html loads it before
 * main.js. The store never fetches it.
 *
 * The file is added to the build's assets (not written beside them after the build, as before): the dev server serves
 * it from memory like the rest, and the build precompresses it like the rest. Its code does not depend on the app's
 * sources, so it is bundled once per process (per mode), not again on every rebuild of `npm run dev`.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StandaloneFederationRuntimePlugin';
const FILE = 'federation-runtime.js';

/** mode -> Promise of the bundled file's text. */
const bundled = new Map();

/** Bundles the runtime with a compiler of its own into a temporary folder, and reads it back. */
function bundle(webpack, { mode, context }) {
  if (!bundled.has(mode)) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-runtime-'));
    const compiler = webpack({
      mode,
      target: 'web',
      devtool: false,
      context,
      entry: require.resolve('./runtime/standalone-federation-runtime.js'),
      output: { path: folder, filename: FILE },
      stats: 'errors-only',
    });
    const text = new Promise((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => {
          const failure = error ?? (stats.hasErrors() ? new Error(stats.toString('errors-only')) : null);
          const result = failure ? null : fs.readFileSync(path.join(folder, FILE), 'utf8');
          fs.rmSync(folder, { recursive: true, force: true });
          if (failure) reject(failure);
          else resolve(result);
        });
      });
    });
    // A failed bundling is not kept: the next build tries again.
    text.catch(() => bundled.delete(mode));
    bundled.set(mode, text);
  }
  return bundled.get(mode);
}

class StandaloneFederationRuntimePlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before the compression plugin's stage, which then writes its .gz and .br too.
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const text = await bundle(webpack, { mode: compiler.options.mode, context: compiler.context });
        // Minified already by its own compiler (in production): the build's minifier leaves it as it is.
        compilation.emitAsset(FILE, new webpack.sources.RawSource(text), { minimized: true });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${data.publicPath}${FILE}` }));
        return data;
      });
    });
  }
}

module.exports = { StandaloneFederationRuntimePlugin };
