import { retryable } from '@parquet-alsace/shared/retry';
import { RUNTIME_READY, RUNTIME_URL, type SiteRuntime } from '../runtime/api';
import type { RuntimeOptions } from '../runtime/index';

export type GetRuntime = () => Promise<SiteRuntime>;

/**
 * Asks the browser to download the runtime (`/main.js`) without running it: a low-priority
 * prefetch, kept for the `<script>` that runs it later, so that running it waits on no network.
 */
export function prefetchRuntime(): void {
  // Not twice, and not once an island has asked for it already (the thank-you page's, at load).
  if (document.querySelector(`link[rel=prefetch][href="${RUNTIME_URL}"], script[src="${RUNTIME_URL}"]`))
    return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = RUNTIME_URL;
  document.head.appendChild(link);
}

/**
 * Fetches the runtime (`/main.js`) the first time something needs it; a failed fetch is not
 * kept, so a retry fetches again.
 */
export function runtimeLoader(options: RuntimeOptions): GetRuntime {
  return retryable(
    () =>
      new Promise<SiteRuntime>((resolve, reject) => {
        (window as unknown as Record<string, unknown>)[RUNTIME_READY] = (
          create: (o: RuntimeOptions) => SiteRuntime,
        ) => resolve(create(options));
        const script = document.createElement('script');
        script.src = RUNTIME_URL;
        script.onerror = () => {
          script.remove();
          reject(new Error(`${RUNTIME_URL} n'a pas pu être chargé`));
        };
        document.head.appendChild(script);
      }),
  );
}
