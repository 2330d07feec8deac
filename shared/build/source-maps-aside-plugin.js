/**
 * Production source maps are kept, but out of the served folder: the build writes them without a sourceMappingURL
 * comment in the files they map (devtool 'hidden-source-map'), and once the build is written this plugin moves every
 * one of them from `dist/` to `dist-maps/` beside it, under the same relative path (`dist/main.js` ->
 * `dist-maps/main.js.map`). Nothing a static host or CDN publishes from `dist/` then names or holds a map; the
 * benchmark (bench/lib/first-load.mjs) reads them from `dist-maps/` to split each script's bytes by module.
 * `dist-maps/` is emptied first, as webpack empties `dist/`, so it holds the maps of the last build only.
 */
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'SourceMapsAsidePlugin';
/** Beside `dist/` (bench/lib/first-load.mjs reads it under this name). */
const MAPS_FOLDER = 'dist-maps';
/** A map, or a precompressed copy of one (none is made today: the compression plugin's test leaves .map out). */
const MAP_FILE = /\.map(\.(gz|br))?$/;

/** The files under `folder`, as paths relative to it. */
function filesUnder(folder) {
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

class SourceMapsAsidePlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap(NAME, () => {
      const served = compiler.options.output.path;
      const aside = path.join(path.dirname(served), MAPS_FOLDER);
      fs.rmSync(aside, { recursive: true, force: true });
      for (const file of filesUnder(served).filter((name) => MAP_FILE.test(name))) {
        if (file.endsWith('.map')) {
          fs.mkdirSync(path.dirname(path.join(aside, file)), { recursive: true });
          fs.renameSync(path.join(served, file), path.join(aside, file));
        } else {
          fs.rmSync(path.join(served, file));
        }
      }
    });
  }
}

module.exports = { SourceMapsAsidePlugin };
