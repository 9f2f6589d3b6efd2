import type { IslandMarker } from '@parquet-alsace/shared/islands';

/**
 * What the runtime (`/main.js`: the federation runtime and single-spa, no React) hands the
 * page's inline loader once it has loaded. The loader fetches it on the first trigger of an
 * island (the quote wizard's included) or for a pending quote; nothing loads it before the first
 * paint.
 */
export interface SiteRuntime {
  /** Loads an island's module from its remote and mounts it as a single-spa parcel on its element. */
  mountIsland(element: HTMLElement, marker: IslandMarker & { key: string }): Promise<void>;
  /**
   * Mounts the staff back office (the `admin` remote's own single-spa lifecycles, rendered in the
   * browser) on `#app-admin`: its document's one piece, never a visitor page's.
   */
  startBackOffice(): Promise<void>;
  /** Reads these remotes' manifests ahead of need (JSON, no code): a first tap then waits less. */
  prepare(remotes: string[]): void;
  /** Sends the quote requests kept in this browser (the quote remote's RetryPending module). */
  retryPendingQuotes(): Promise<void>;
}

/** The global through which the runtime announces itself to the loader. */
export const RUNTIME_READY = '__siteRuntimeReady';
export const RUNTIME_URL = '/main.js';
