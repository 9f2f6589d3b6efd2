import { Marked, type Tokens } from 'marked';
import { typesetHtml } from '../format/french';
import {
  calloutKind,
  emphasiseKeywords,
  figureOf,
  plainText,
  slugifyHeading,
  splitLongParagraph,
  uniqueId,
} from './markdown-rules';

/**
 * An article's body as HTML (docs/product-rules.md#article-body-rules): one renderer for the
 * blog's pages and the back office's live preview (`@parquet-alsace/shared/article-renderer`), so
 * what a staff member previews is what visitors get, whichever app was released last.
 */

/** What `sanitize` needs from DOMPurify (the browser's own instance, or one over jsdom on the server). */
export interface Purifier {
  sanitize(html: string, config: Record<string, unknown>): string;
}

const calloutTitles = { tip: 'Astuce', warning: 'Attention', info: 'Info' } as const;

/** The allow-list: what a formatted article may contain. Everything else is removed. */
export const sanitizeConfig = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'aside',
  ],
  ALLOWED_ATTR: [
    'href',
    'src',
    'alt',
    'title',
    'id',
    'class',
    'width',
    'height',
    'loading',
    'decoding',
    'role',
    'aria-label',
    'start',
  ],
  ALLOW_DATA_ATTR: false,
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const safeHref = (href: string) => (/^(?:https?:|mailto:|tel:|\/|#)/i.test(href.trim()) ? href.trim() : null);

/**
 * markdown → HTML with the body rules applied, then sanitised with the allow-list. An image of
 * the body that is the article's featured photo (`hero`, shown above the title) is left out:
 * the visitor would see it twice, and the browser would download it twice.
 */
export function renderArticleHtml(markdown: string, purify: Purifier, hero?: string | null): string {
  const isHero = (src: string) => !!hero && src === hero;
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      // Raw HTML in an article is never trusted: dropped before the sanitiser even sees it.
      html: () => '',
      heading(token: Tokens.Heading) {
        const id = uniqueId(slugifyHeading(plainText(token.text)), used);
        return `<h${token.depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      text(token: Tokens.Text | Tokens.Escape) {
        if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
        return emphasiseKeywords(token.type === 'escape' ? token.text : escapeHtml(token.text));
      },
      link(token: Tokens.Link) {
        const href = safeHref(token.href);
        const inner = this.parser.parseInline(token.tokens);
        if (!href) return inner;
        const external = /^https?:/i.test(href);
        return `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer"' : ''}>${inner}</a>`;
      },
      image(token: Tokens.Image) {
        const src = safeHref(token.href);
        if (!src || isHero(src)) return '';
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}" width="960" height="540" loading="lazy" decoding="async">`;
      },
      paragraph(token: Tokens.Paragraph) {
        const figure = figureOf(token.tokens);
        if (figure) {
          const src = safeHref(figure.src);
          if (!src || isHero(src)) return '';
          return `<figure class="article-figure"><img src="${escapeHtml(src)}" alt="${escapeHtml(figure.alt)}" width="960" height="540" loading="lazy" decoding="async"><figcaption>${escapeHtml(figure.caption)}</figcaption></figure>\n`;
        }
        const onlyText = token.tokens.every((t) =>
          ['text', 'strong', 'em', 'codespan', 'link', 'escape', 'del'].includes(t.type),
        );
        const parts = onlyText ? splitLongParagraph(token.text) : [token.text];
        if (parts.length === 1) return `<p>${this.parser.parseInline(token.tokens)}</p>\n`;
        return parts
          .map((part) => `<p>${this.parser.parseInline(marked.Lexer.lexInline(part))}</p>\n`)
          .join('');
      },
      blockquote(token: Tokens.Blockquote) {
        const kind = calloutKind(token.text);
        const body = this.parser.parse(token.tokens);
        if (!kind) return `<blockquote>${body}</blockquote>\n`;
        return `<aside class="callout callout-${kind}" role="note" aria-label="${calloutTitles[kind]}">${body}</aside>\n`;
      },
    },
  });
  const html = marked.parse(markdown ?? '', { async: false }) as string;
  // French typography on the text only (never in code, URLs or attributes), after the
  // sanitiser: the server's page and a staff member's live preview read the same.
  return typesetHtml(purify.sanitize(html, sanitizeConfig));
}
