export const PAGE_SIZE = 12;

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/** A requested page (from the URL or a click) kept within 1..last; anything unreadable is page 1. */
export function clampPage(requested: unknown, last: number): number {
  const n = typeof requested === 'number' ? requested : Number.parseInt(String(requested ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, last));
}

/** The page an address asks for: ?page as a whole number from 1, else 1 (no page, or unreadable). */
export function requestedPage(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  return Math.max(1, Number.parseInt(raw, 10));
}

export function pageSlice<T>(items: T[], page: number, size = PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Numbered pages with ellipsis: first, last, and the current page with one neighbour each side;
 * a gap of a single page is shown as that page rather than as an ellipsis.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const pages = new Set([1, last, current - 1, current, current + 1]);
  if (current <= 4) for (const p of [2, 3, 4, 5]) pages.add(p);
  if (current >= last - 3) for (const p of [last - 4, last - 3, last - 2, last - 1]) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push(p <= current ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
  });
  return items;
}
