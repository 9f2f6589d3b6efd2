// Stands in for @module-federation/runtime-core's SnapshotHandler in the shell's browser build
// (webpack-app.mjs replaces that one module with this file). `experiments.optimization.
// disableSnapshot` drops the snapshot plugin, yet the runtime still builds a SnapshotHandler,
// whose manifest loading only `preloadRemote` uses: the site's runtime registers each remote's
// exact `remoteEntry.js` and never preloads through the federation runtime. This is the
// runtime's own disabled handler (what `disableRemote` would install), plus the two members the
// remote handler still touches; `getGlobalRemoteInfo` is the runtime's, unchanged.
import {
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from 'mf-runtime-core-dist/global.js';
import { PluginSystem } from 'mf-runtime-core-dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({
    name: origin.name,
    version: origin.options.version,
  });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo?.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
      name: moduleInfo.name,
      version: 'version' in moduleInfo ? moduleInfo.version : undefined,
    }),
  };
}

export class SnapshotHandler {
  constructor() {
    this.hooks = new PluginSystem({});
    this.manifestCache = new Map();
  }

  loadRemoteSnapshotInfo() {
    throw new Error('Les manifestes sont lus par le runtime du site, pas par celui de la fédération.');
  }
}
