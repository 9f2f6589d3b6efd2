// A federation runtime plugin of the shell's build: it hands the federation runtime to the
// remotes' entries, which are built without their own copy (`externalRuntime`) and read it from
// this global. It does what the federation plugin's `provideExternalRuntime` option adds, without
// that plugin's CommonJS wrapper and interop helpers (0.7 KB gzip of `/main.js`).

import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import * as runtimeCore from '@module-federation/runtime-core';

/** The global the remotes' entries read (the federation plugin's `externalRuntime` contract). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-provide-runtime-core',
    beforeInit(args) {
      (runtimeCore.Global as unknown as Record<string, unknown>)[GLOBAL_NAME] = runtimeCore;
      return args;
    },
  };
}
