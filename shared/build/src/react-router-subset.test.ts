import fs from 'node:fs';
import path from 'node:path';
import * as subset from './react-router-subset';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_FOLDERS = ['shell/src', 'mf-catalog/src', 'mf-cart/src', 'mf-account/src', 'mf-admin/src', ...fs.readdirSync(path.join(ROOT, 'shared')).filter((name) => name !== 'build' && name !== 'testing').map((name) => `shared/${name}/src`)];

function sourceFiles(folder: string): string[] {
  const full = path.join(ROOT, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every `import … from 'react-router-dom'` of the apps and shared packages, with the file it is in. Tests and the test
 * helpers (shared/testing) are left out: jest resolves react-router-dom to the whole package (a test's MemoryRouter is
 * not shipped).
 */
function routerImports() {
  return SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'react-router-dom'/g)].map((match) => ({
      file: path.relative(ROOT, file),
      typeOnly: Boolean(match[1]),
      clause: match[2] ?? '',
    })),
  );
}

describe('the react-router-dom subset shared by the builds', () => {
  const imports = routerImports();

  it('finds the imports it checks', () => {
    expect(imports.length).toBeGreaterThan(20);
  });

  it('exports every name the apps import from react-router-dom', () => {
    const exported = new Set(Object.keys(subset));
    const missing = imports
      .filter((entry) => !entry.typeOnly)
      .flatMap((entry) =>
        entry.clause
          .replace(/[{}]/g, '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] ?? name)
          .filter((name) => !exported.has(name))
          .map((name) => `${name} (${entry.file})`),
      );
    expect(missing).toEqual([]);
  });

  it('is only imported by name (a namespace or default import would see the whole package)', () => {
    const whole = imports.filter((entry) => !entry.clause.trim().startsWith('{')).map((entry) => entry.file);
    expect(whole).toEqual([]);
  });
});
