import path from 'node:path';
import { EXPOSED_MODULE_IDS, type RemoteName } from '@bookshop/contracts';

// The build's own rule, as the remotes' builds apply it (the build helpers are CommonJS run by webpack's CLI).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesOf } = require('../index') as { exposesOf: (dir: string) => Record<string, string> };

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES: RemoteName[] = ['catalog', 'cart', 'account', 'admin'];

describe.each(REMOTES)('the %s remote', (remote) => {
  const folder = path.join(ROOT, `mf-${remote}`);
  const exposes = exposesOf(folder);
  const contractIds = EXPOSED_MODULE_IDS.filter((id) => id.startsWith(`${remote}/`));

  test('exposes exactly the modules the contracts name for it: its fragments and its pages of the route table', () => {
    const exposed = Object.keys(exposes).map((key) => `${remote}/${key.slice('./'.length)}`);
    expect(exposed.sort()).toEqual([...contractIds].sort());
  });

  test.each(contractIds.map((id) => [id]))('%s is the component exposeModule made under its own id', async (id) => {
    const file = exposes[`./${id.slice(remote.length + 1)}`] ?? 'missing';
    const exposed = (await import(path.join(folder, file))) as { default: { displayName?: string } };
    expect(exposed.default.displayName).toBe(`Exposed(${id})`);
  });
});
