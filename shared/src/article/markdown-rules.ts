/**
 * The article body's rendering rules (docs/product-rules.md#article-body-rules), as pure
 * functions on text or marked tokens, so each is tested alone. `render-article.ts` wires them
 * into marked's renderer; the blog's pages take their headings, FAQ and search texts from the same
 * rules (`@parquet-alsace/shared/article-rules`), so a heading's anchor matches its id.
 */

export type CalloutKind = 'tip' | 'warning' | 'info';

const calloutMarkers: Array<[RegExp, CalloutKind]> = [
  [/^\W*astuce\b/i, 'tip'],
  [/^\W*attention\b/i, 'warning'],
  [/^\W*info\b/i, 'info'],
];

/** A blockquote whose text starts with 'Astuce', 'Attention' or 'Info' becomes a tip, warning or info block. */
export function calloutKind(blockquoteText: string): CalloutKind | null {
  const text = blockquoteText.trimStart();
  for (const [marker, kind] of calloutMarkers) if (marker.test(text)) return kind;
  return null;
}

const emphasised = /(^|[^\p{L}])((?:important|essentiel|crucial|indispensable)\p{L}*)/giu;

/** Bolds important, essentiel, crucial, indispensable (and their inflections) in already escaped HTML text. */
export function emphasiseKeywords(escapedText: string): string {
  return escapedText.replace(
    emphasised,
    (_m, before: string, word: string) => `${before}<strong>${word}</strong>`,
  );
}

interface InlineToken {
  type: string;
  text?: string;
  href?: string;
  raw?: string;
}

/** An image followed by an italic line (only) becomes a captioned figure. */
export function figureOf(tokens: InlineToken[]): { src: string; alt: string; caption: string } | null {
  const meaningful = tokens.filter((t) => !(t.type === 'text' && !t.text?.trim()) && t.type !== 'br');
  const [image, caption] = meaningful;
  if (meaningful.length !== 2 || image?.type !== 'image' || caption?.type !== 'em') return null;
  return { src: image.href ?? '', alt: image.text ?? '', caption: caption.text ?? '' };
}

/** True when `prefix` leaves no emphasis, link or code open (so a split there keeps the markup whole). */
function balanced(prefix: string): boolean {
  const count = (re: RegExp) => (prefix.match(re) ?? []).length;
  return (
    count(/\*\*/g) % 2 === 0 &&
    count(/`/g) % 2 === 0 &&
    count(/\[/g) === count(/\]/g) &&
    count(/\(/g) === count(/\)/g)
  );
}

/**
 * Paragraphs longer than `max` characters are split at sentence ends into shorter ones:
 * sentences are grouped while the group stays within `max` (a single longer sentence stays whole).
 */
export function splitLongParagraph(text: string, max = 120): string[] {
  if (text.length <= max) return [text];
  const sentences: string[] = [];
  const boundary = /[.!?…]["»)]?\s+(?=[\p{Lu}\p{N}«"])/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].trimEnd().length;
    if (!balanced(text.slice(0, end))) continue;
    sentences.push(text.slice(start, end).trim());
    start = (match.index ?? 0) + match[0].length;
  }
  sentences.push(text.slice(start).trim());
  const chunks: string[] = [];
  for (const sentence of sentences.filter(Boolean)) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + 1 + sentence.length <= max)
      chunks[chunks.length - 1] = `${last} ${sentence}`;
    else chunks.push(sentence);
  }
  return chunks;
}

/** The contact call to action is appended unless the text already holds 'Demander un devis gratuit'. */
export function needsContactCta(markdown: string): boolean {
  return !markdown.toLocaleLowerCase('fr-FR').includes('demander un devis gratuit');
}

/** A heading anchor: lower case, accents removed, dashes. */
export function slugifyHeading(text: string): string {
  return (
    text
      .toLocaleLowerCase('fr-FR')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

export interface Heading {
  level: number;
  text: string;
  id: string;
}

/** Plain text of inline markdown (for headings and FAQ answers). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`]+/g, '')
    .replace(/^>\s?/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every heading of the body in order, with unique anchors (the same ids the renderer writes). */
export function extractHeadings(markdown: string): Heading[] {
  const used = new Map<string, number>();
  const out: Heading[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const m = !inFence && /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = plainText(m[2] ?? '');
    out.push({ level: (m[1] ?? '#').length, text, id: uniqueId(slugifyHeading(text), used) });
  }
  return out;
}

export function uniqueId(base: string, used: Map<string, number>): string {
  const n = used.get(base) ?? 0;
  used.set(base, n + 1);
  return n === 0 ? base : `${base}-${n + 1}`;
}

/** 'Sommaire' lists levels 2 to 4; the sidebar contents levels 1 to 3. */
export const sommaireHeadings = (hs: Heading[]) => hs.filter((h) => h.level >= 2 && h.level <= 4);
export const sidebarHeadings = (hs: Heading[]) => hs.filter((h) => h.level >= 1 && h.level <= 3);

/**
 * FAQ structured data is valid only for questions the page shows: level-2 headings phrased as
 * questions, each answered by the text up to the next heading (at most 5, answers cut to 500).
 */
export function faqFromMarkdown(markdown: string): Array<{ question: string; answer: string }> {
  const items: Array<{ question: string; answer: string }> = [];
  const sections = markdown.split(/^(?=#{1,6}\s)/m);
  for (const section of sections) {
    const m = /^##\s+(.+)\n([\s\S]*)$/.exec(section);
    if (!m) continue;
    const question = plainText(m[1] ?? '');
    const answer = plainText(m[2] ?? '');
    if (question.endsWith('?') && answer) items.push({ question, answer: answer.slice(0, 500) });
  }
  return items.slice(0, 5);
}
