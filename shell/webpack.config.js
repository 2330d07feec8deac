const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');
const { createConfig } = require('@bookshop/build');

/** Compiles one of the shell's TypeScript files (no runtime imports) to plain JavaScript. */
function compile(file) {
  return ts.transpileModule(fs.readFileSync(path.join(__dirname, file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019, removeComments: true },
  }).outputText;
}

/** Runs a compiled file and returns its exports. */
function load(file) {
  const module = { exports: {} };
  vm.runInNewContext(compile(file), { module, exports: module.exports });
  return module.exports;
}

/**
 * The inline script of index.html: starts the current route's remote code and first-screen data at once
 * (src/remotes/early-remotes.ts), from the route table of src/routes.ts and the API client's configuration, read here
 * so they never disagree.
 */
function earlyRemotesScript() {
  const { routes, earlyFragments } = load('src/routes.ts');
  const { defaultApiConfig } = load('../shared/api-client/src/config.ts');
  const table = {
    routes: routes.map(({ path: routePath, module }) => ({ path: routePath, module })),
    fragments: earlyFragments,
    api: defaultApiConfig,
  };
  const source = compile('src/remotes/early-remotes.ts').replace(/^"use strict";\s*/, '').replace(/^.*exports.*$/gm, '');
  return `<script>${source}\nstartEarlyRemotes(${JSON.stringify(table)});</script>`;
}

module.exports = createConfig({ name: 'shell', dir: __dirname, templateParameters: { earlyRemotesScript: earlyRemotesScript() } });
