import { business } from '../facts/business-facts';
import { canonicalUrl } from './canonical';

/** Everything a route declares about itself for search engines and social networks. */
export interface PageHead {
  title: string;
  description: string;
  /** The route's path; the canonical URL is derived from it with `search`. */
  path: string;
  search?: string;
  robots?: 'noindex' | 'noindex, nofollow';
  ogType?: 'website' | 'article';
  /** Absolute path of a 1200x630 image; the site default otherwise. */
  ogImage?: string;
  jsonLd?: object[];
}

export const defaultOgImage = '/media/og/default-1200x630.jpg';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: `<` escaped so no content can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

function headEntries(head: PageHead): Array<{ tag: 'meta' | 'link'; attrs: Record<string, string> }> {
  const canonical = canonicalUrl(head.path, head.search);
  const image = `${business.canonicalHost}${head.ogImage ?? defaultOgImage}`;
  return [
    { tag: 'meta', attrs: { name: 'description', content: head.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attrs: { name: 'robots', content: head.robots ?? 'index, follow' } },
    { tag: 'meta', attrs: { property: 'og:type', content: head.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:title', content: head.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: head.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'fr_FR' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: business.brand } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
}

/** The head tags as HTML, for the server. Every value is escaped. */
export function renderHeadTags(head: PageHead): string {
  const tags = headEntries(head).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ');
    return `<${tag} data-head ${attributes}>`;
  });
  const jsonLd = (head.jsonLd ?? []).map(
    (data) => `<script type="application/ld+json" data-head>${jsonForScript(data)}</script>`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...jsonLd].join('\n');
}

/** The same head applied to the live document after a client-side navigation. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  for (const node of Array.from(doc.head.querySelectorAll('[data-head]'))) node.remove();
  for (const { tag, attrs } of headEntries(head)) {
    const node = doc.createElement(tag);
    node.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    doc.head.appendChild(node);
  }
  for (const data of head.jsonLd ?? []) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-head', '');
    script.textContent = JSON.stringify(data);
    doc.head.appendChild(script);
  }
}
