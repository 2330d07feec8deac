/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EXPOSED_MODULE_IDS } from './exposes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTE_FOLDERS: Record<string, string> = { catalog: 'mf-catalog', cart: 'mf-cart', account: 'mf-account', admin: 'mf-admin' };

function federationConfig(folder: string): { name: string; exposes: Record<string, string> } {
  // Loaded as data at test time: a shared package never imports an app.
  return createRequire(__filename)(path.join(ROOT, folder, 'module-federation.config.js')) as { name: string; exposes: Record<string, string> };
}

describe.each(Object.entries(REMOTE_FOLDERS))('remote %s (%s)', (remote, folder) => {
  const config = federationConfig(folder);
  const contractIds = EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`));

  test('its federation name is the remote name of the contract', () => {
    expect(config.name).toBe(remote);
  });

  test('it exposes exactly the modules of the contract', () => {
    const exposed = Object.keys(config.exposes).map((key) => `${remote}/${key.replace(/^\.\//, '')}`);
    expect(exposed.sort()).toEqual([...contractIds].sort());
  });

  test.each(contractIds.map((id) => [id]))('%s is wrapped by exposeModule under its own id', (id) => {
    const key = `./${id.split('/')[1]}`;
    const file = path.join(ROOT, folder, config.exposes[key] ?? 'missing');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toContain(`exposeModule('${id}',`);
  });
});
