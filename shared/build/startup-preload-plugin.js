/**
 * Host only: adds `<link rel="preload">` (and `<link rel="stylesheet">`) to index.html for every file the shell needs to start, so they download
 * together with main.js instead of in waves (main.js -> bootstrap chunk -> the shared libraries it consumes -> the
 * ones those consume). Computed from webpack's chunk graph: the chunks under the entry's `import('./bootstrap')`, then,
 * until nothing new appears, the chunks that provide each shared module consumed by chunks already in the set.
 * A shared module consumed only later (react-toastify, with the first toast) is not preloaded.
 */
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
  }
}

module.exports = { StartupPreloadPlugin };
