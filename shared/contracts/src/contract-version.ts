// The whole file as its default export: how every loader here (webpack, tsx, jest) agrees to read JSON.
import contractsPackage from '../package.json';

/**
 * The version of these contracts, which is this package's version (semver): the major moves on any breaking change of
 * an exposed module's props, an event's payload or the persisted store's shape; the minor on an addition. Every
 * remote's build writes the version it was built against into its manifest (`metaData.contractVersion`), and the
 * shell and the rendering server run no remote of another major.
 */
export const CONTRACT_VERSION: string = contractsPackage.version;

/** Why a remote built against `remote` cannot run beside a shell of `host`, or null when it can. */
export function contractMismatch(remote: string | undefined, host: string = CONTRACT_VERSION): 'missing' | 'major' | null {
  const major = (text: string) => /^(\d+)\.\d+\.\d+/.exec(text)?.[1];
  if (!remote || major(remote) === undefined) return 'missing';
  return major(remote) === major(host) ? null : 'major';
}

/** A remote the shell or the rendering server would not run: which, built against which contract, expected which. */
export interface RemoteRefusal {
  remote: string;
  /** The contract version in the remote's manifest, null when it names none. */
  version: string | null;
  expected: string;
}

/**
 * A shared singleton (react, the router, zustand, a @bookshop package) that a remote was built to need in a version the
 * page does not provide: the page's one copy runs anyway (two Reacts or two stores would be worse), and this is reported.
 */
export interface SharedVersionMismatch {
  /** The shared package: `@bookshop/store`, `react`… */
  package: string;
  /** The app that needs it (a remote's federation name) and the range it was built to need. */
  remote: string;
  required: string;
  /** The version the page runs, and which app provided it. */
  provided: string;
  providedBy: string;
}
