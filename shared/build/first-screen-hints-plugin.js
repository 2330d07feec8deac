/**
 * Remotes only. Writes `first-screen.json` beside `mf-manifest.json`: the GET calls each exposed page makes for its
 * first screen (the `FirstScreenHints` contract of @bookshop/contracts), which the shell's inline start-up script
 * makes while the code downloads. Every remote writes the file, empty when it has no hints, so that script never
 * meets a 404. A hint for a module the remote does not expose fails the build.
 */
const NAME = 'FirstScreenHintsPlugin';
const FILE = 'first-screen.json';

class FirstScreenHintsPlugin {
  /** @param {{ hints: Record<string, Array<{ data: string, image?: Array<string | number> }>>, exposes: Record<string, string> }} options */
  constructor({ hints, exposes }) {
    const unknown = Object.keys(hints).filter((expose) => !(expose in exposes));
    if (unknown.length > 0) throw new Error(`${NAME}: hints for modules not exposed: ${unknown.join(', ')}`);
    for (const [expose, list] of Object.entries(hints)) {
      for (const hint of list) {
        if (typeof hint.data !== 'string' || !hint.data.startsWith('/')) throw new Error(`${NAME}: ${expose}: "data" must be a path starting with /`);
      }
    }
    this.json = JSON.stringify(hints);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(FILE, new sources.RawSource(this.json));
      });
    });
  }
}

module.exports = { FirstScreenHintsPlugin };
