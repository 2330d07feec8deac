/**
 * Every build. The federation plugin adds its own `sharing` runtime module, which sets `__webpack_require__.S` and
 * `__webpack_require__.I` (share scopes handled by the federation runtime). Because its runtime code asks for
 * `__webpack_require__.S`, webpack adds its built-in `sharing` module as well: a second list of every shared module
 * with its loader, and an `I` that the federation's module overwrites at start-up, before anything calls it. The
 * federation plugin knows (a FIXME in its ConsumeSharedPlugin). This plugin takes webpack's copy out of each chunk
 * that has both, which saves about 0.3 KB gzip per entry (four entries on the home page).
 */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'SingleShareRuntimePlugin';

class SingleShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap(NAME, () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter((module) => module.name === 'sharing');
          const webpackOwn = sharing.filter((module) => module instanceof WebpackShareRuntimeModule);
          // Only when the federation's module is there to replace it; otherwise the chunk needs webpack's.
          if (webpackOwn.length === 0 || webpackOwn.length === sharing.length) continue;
          for (const module of webpackOwn) chunkGraph.disconnectChunkAndRuntimeModule(chunk, module);
        }
      });
    });
  }
}

module.exports = { SingleShareRuntimePlugin };
