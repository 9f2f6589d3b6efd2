export interface RenderCacheLimits<V> {
  /** At most this many pages (500). */
  maxEntries?: number;
  /** At most this many bytes, as `weigh` counts them (64 MB): a crawler's distinct URLs cannot grow memory. */
  maxBytes?: number;
  weigh?: (value: V) => number;
  /** The apps that rendered a page: `dropTagged(app)` forgets it when that app's version changes. */
  tags?: (value: V) => readonly string[];
}

/**
 * Rendered pages are kept briefly so a burst of visitors costs one render (and one compression
 * per encoding: the value keeps its encoded variants); published content shows up within the
 * TTL. Only values `cacheable` accepts are kept (successful answers). When full, the oldest
 * renders go first.
 */
export class RenderCache<V> {
  private entries = new Map<string, { value: V; expires: number; bytes: number; tags: readonly string[] }>();
  private pending = new Map<string, Promise<V>>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly weigh: (value: V) => number;
  private readonly tags: (value: V) => readonly string[];

  constructor(
    private readonly ttlMs: number,
    limits: RenderCacheLimits<V> = {},
  ) {
    this.maxEntries = limits.maxEntries ?? 500;
    this.maxBytes = limits.maxBytes ?? 64 * 1024 * 1024;
    this.weigh = limits.weigh ?? (() => 0);
    this.tags = limits.tags ?? (() => []);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    if (!this.enabled) return;
    const bytes = this.weigh(value);
    if (bytes > this.maxBytes) return;
    this.delete(key);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.bytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, bytes, tags: this.tags(value) });
    this.bytes += bytes;
  }

  /**
   * The cached value, or `render()`'s, kept when `cacheable`. Requests for a key being rendered
   * wait for that render instead of starting their own.
   */
  async getOrRender(key: string, render: () => Promise<V>, cacheable: (value: V) => boolean): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!this.enabled) return render();
    let pending = this.pending.get(key);
    if (!pending) {
      pending = render()
        .then((value) => {
          if (cacheable(value)) this.set(key, value);
          return value;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Bytes held, as `weigh` counts them. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Forgets every page tagged with `tag`. */
  dropTagged(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.bytes -= hit.bytes;
  }
}
