import type { AppName } from './ownership';

/**
 * The data a server-rendered page used, embedded in the HTML so the app hydrates without
 * fetching again and without a flash of skeletons.
 */
export interface PageData {
  app: AppName;
  /** pathname + search the data was loaded for. */
  key: string;
  data: unknown;
  /** Data of the other remotes' fragments the server rendered in the page, by fragment id. */
  fragments?: Record<string, { data: unknown }>;
}

export const PAGE_DATA_ID = '__PAGE_DATA__';

let consumed = false;

/** The embedded data for this app and address, once: later mounts load their own. */
export function takePageData(app: AppName, key: string): PageData | null {
  if (consumed || typeof document === 'undefined') return null;
  const node = document.getElementById(PAGE_DATA_ID);
  if (!node?.textContent) return null;
  try {
    const parsed = JSON.parse(node.textContent) as PageData;
    if (parsed.app !== app || parsed.key !== key) return null;
    consumed = true;
    return parsed;
  } catch {
    return null;
  }
}

/** Whether the server rendered this app's current page (then single-spa-react hydrates). */
export function hasServerMarkup(app: AppName, key: string): boolean {
  if (consumed || typeof document === 'undefined') return false;
  const node = document.getElementById(PAGE_DATA_ID);
  if (!node?.textContent) return false;
  try {
    const parsed = JSON.parse(node.textContent) as PageData;
    return (
      parsed.app === app && parsed.key === key && Boolean(document.getElementById(`app-${app}`)?.firstChild)
    );
  } catch {
    return false;
  }
}
