import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The build helpers are CommonJS run by webpack's CLI.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildVersion } = require('../shared-modules') as { buildVersion: (dir: string) => string };

const app = path.join(__dirname, '..', '..', '..', 'mf-cart');
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.MF_BUILD_VERSION;
  delete process.env.MF_BUILD_VERSION;
});
afterEach(() => {
  if (saved === undefined) delete process.env.MF_BUILD_VERSION;
  else process.env.MF_BUILD_VERSION = saved;
});

test('a build is named after the commit it was built from, and the manifest plugin reads the same name', () => {
  const described = execFileSync('git', ['describe', '--tags', '--always', '--dirty'], { cwd: app }).toString().trim();
  expect(buildVersion(app)).toBe(described);
  expect(described).not.toBe('0.1.0');
  expect(process.env.MF_BUILD_VERSION).toBe(described);
});

test('MF_BUILD_VERSION, when set, names the build', () => {
  process.env.MF_BUILD_VERSION = 'release-42';
  expect(buildVersion(app)).toBe('release-42');
});
