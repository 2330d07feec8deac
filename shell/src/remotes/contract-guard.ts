/**
 * The version-skew guard: a remote built against another major of the contracts than the shell's (its props, events or
 * persisted store may have changed shape) is not run. Its manifest names the contract version it was built against
 * (`metaData.contractVersion`, written by shared/build); the federation runtime reads the manifest before it runs
 * anything of the remote, and this plugin refuses it there, so the remote's slots show their usual fallback while the
 * rest of the page works. The console says which remote, which version, which expected. The same plugin guards the
 * rendering server, which reads each remote's server manifest (server/server-remotes.ts): there a refused page goes
 * to the browser.
 * The shared singletons are checked too (sharedVersionGuard): a remote that needs a newer shared package than the page
 * provides is reported when it asks for it, not discovered later as a crash.
 */
import { CONTRACT_VERSION, contractMismatch, type RemoteRefusal, type SharedVersionMismatch } from '@bookshop/contracts';
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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
}

/** The runtime plugin; `expected` is the shell's contract version. */
export function contractGuard(expected: string = CONTRACT_VERSION, report: (error: RemoteRefusedError) => void = reportRefusal): ModuleFederationRuntimePlugin {
  const loadRemoteSnapshot: ModuleFederationRuntimePlugin['loadRemoteSnapshot'] = (args) => {
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

function reportMismatch(mismatch: SharedVersionMismatch): void {
  console.error(
    `[federation] The remote ${mismatch.remote} needs ${mismatch.package} ${mismatch.required}, and the page runs ${mismatch.provided} (from ${mismatch.providedBy}): it runs with that copy, rebuild it against the shell's shared packages or deploy a shell that provides ${mismatch.required}.`,
  );
}

/**
 * The runtime plugin that checks every shared singleton a federation instance (the shell's, and each remote's: it is
 * registered for all of them) resolves against the range that instance was built to need (`requiredVersion`, the
 * `^` of the version each build was made with, shared/build). Each mismatch is reported once; the runtime then goes on
 * with the page's copy, as a singleton must.
 */
export function sharedVersionGuard(report: (mismatch: SharedVersionMismatch) => void = reportMismatch): ModuleFederationRuntimePlugin {
  const reported = new Set<string>();
  const resolveShare: ModuleFederationRuntimePlugin['resolveShare'] = (args) => {
    const { shareConfig, from } = args.shareInfo;
    const required = shareConfig?.requiredVersion;
    if (!shareConfig?.singleton || typeof required !== 'string' || !args.version || satisfy(args.version, required)) return args;
    const key = `${from} ${args.pkgName} ${required} ${args.version}`;
    if (!reported.has(key)) {
      reported.add(key);
      const providedBy = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version]?.from ?? 'unknown';
      report({ package: args.pkgName, remote: from, required, provided: args.version, providedBy });
    }
    return args;
  };
  return { name: 'bookshop-shared-version-guard', resolveShare };
}
