/**
 * Host only: names every file the shell needs to start, so they download together with main.js instead of in waves
 * (main.js -> bootstrap chunk -> the shared libraries it consumes -> the ones those consume): as `<link rel="preload">`
 * (and `<link rel="stylesheet">`) in index.html, the page rendered in the browser, and in `shell-files.json` (entry,
 * scripts, stylesheets) for the rendering server's Document (shell/src/server/shell-build.ts). Computed from webpack's chunk graph: the chunks under the entry's `import('./bootstrap')`, then,
 * until nothing new appears, the chunks that provide each shared module consumed by chunks already in the set.
 * A shared module consumed only later (react-toastify, with the first toast) is not preloaded.
 */
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadPlugin';

function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map(); // share key -> chunks of the module it provides
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule') continue;
    const chunks = module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    providers.set(module._name, chunks);
  }
  const chunks = new Set();
  const queue = [];
  const add = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    queue.push(chunk);
  };
  // The entry's own async imports (its provide modules also hang under it: those are followed only when consumed).
  const isProvide = (origin) => origin.module?.constructor.name === 'ProvideSharedModule';
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const group of entrypoint.getChildren()) if (!group.origins.some(isProvide)) group.chunks.forEach(add);
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name === 'ConsumeSharedModule') (providers.get(module.options.shareKey) ?? []).forEach(add);
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
}

class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        // Stylesheets are linked as such, not only preloaded: a page rendered on the server is drawn with them before
        // any script runs (the chunk that would add them finds them there and adds nothing).
        const links = startupFiles(compilation).map((file) =>
          file.endsWith('.css')
            ? HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` })
            : HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
    // The build's own compilation only (not the child compilations of index.html's template).
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = startupFiles(compilation).map((file) => `${publicPath}${file}`);
        const entry = [...compilation.entrypoints.values()].flatMap((entrypoint) => entrypoint.getFiles()).find((file) => file.endsWith('.js'));
        const shellFiles = { entry: `${publicPath}${entry}`, scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')) };
        compilation.emitAsset('shell-files.json', new sources.RawSource(JSON.stringify(shellFiles)));
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
