/**
 * The version-skew guard: a remote built against another major of the contracts than the shell's (its props, events or
 * persisted store may have changed shape) is not run. Its manifest names the contract version it was built against
 * (`metaData.contractVersion`, written by shared/build); the federation runtime reads the manifest before it runs
 * anything of the remote, and this plugin refuses it there, so the remote's slots show their usual fallback while the
 * rest of the page works. The console and the event bus say which remote, which version, which expected.
 */
import { CONTRACT_VERSION, contractMismatch, type RemoteRefusal } from '@bookshop/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { emit } from '@bookshop/event-bus';

/** What a load of a refused remote rejects with. */
export class RemoteRefusedError extends Error {
  constructor(readonly refusal: RemoteRefusal) {
    super(
      `The remote ${refusal.remote} is not run: it was built against contract ${refusal.version ?? '(none named)'}, this shell expects ${refusal.expected} (another major).`,
    );
    this.name = 'RemoteRefusedError';
  }
}

/** Said once per refused manifest: the runtime keeps the failed manifest load, so later loads fail without asking again. */
function reportRefusal(error: RemoteRefusedError): void {
  console.error(`[federation] ${error.message}`);
  emit('federation:remote-refused', error.refusal);
}

type LoadRemoteSnapshot = NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>;

/** The runtime plugin; `expected` is the shell's contract version. */
export function contractGuard(expected: string = CONTRACT_VERSION, report: (error: RemoteRefusedError) => void = reportRefusal): ModuleFederationRuntimePlugin {
  const loadRemoteSnapshot: LoadRemoteSnapshot = (args) => {
    // A snapshot from the page's global state was checked when its manifest was read.
    if (args.from !== 'manifest') return args;
    const version = (args.manifestJson?.metaData as { contractVersion?: string } | undefined)?.contractVersion;
    if (!contractMismatch(version, expected)) return args;
    const error = new RemoteRefusedError({ remote: args.moduleInfo.name, version: version ?? null, expected });
    report(error);
    throw error;
  };
  return { name: 'bookshop-contract-guard', loadRemoteSnapshot };
}
