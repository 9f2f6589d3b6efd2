import type { Purifier } from '@parquet-alsace/shared/article-renderer';

/**
 * What only the server has: DOMPurify over jsdom and the list of generated social images.
 * `server.tsx` provides them; the browser bundle never imports jsdom and falls back to its own
 * DOMPurify (lazy, only for client-side navigations to an article).
 */
export interface ServerTools {
  purify: Purifier;
  ogSlugs: ReadonlySet<string>;
}

let tools: ServerTools | null = null;

export function provideServerTools(value: ServerTools): void {
  tools = value;
}

export function serverTools(): ServerTools | null {
  return tools;
}

export async function getPurifier(): Promise<Purifier> {
  if (tools) return tools.purify;
  const { default: DOMPurify } = await import(/* webpackChunkName: "sanitizer" */ 'dompurify');
  return DOMPurify;
}
