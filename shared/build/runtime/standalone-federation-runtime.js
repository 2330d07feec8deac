/**
 * `federation-runtime.js`, loaded before main.js by a remote's own standalone page, where no shell provides the
 * federation runtime: the runtime core and the bundler runtime, once each, on the globals the remote entry reads.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime.js';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
provideBundlerRuntime();
