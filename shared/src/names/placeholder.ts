/**
 * The one rule for a company detail that stands in for a real one (docs/adr-014-company-details.md):
 * the site leaves it out, the back office flags it « à compléter », the server warns about it and
 * the outbox worker never signs, sends from nor answers to it. Kept here, without imports, beside
 * the brand and the bucket names: the shared package, the back office and the edge functions
 * import this very file.
 */
const PLACEHOLDER = [
  /^[0\s]+$/, // "000 000 000 00000"
  /à compléter|a completer|\bfictif|\bfictive|placeholder|lorem/i,
  // A reserved domain that never resolves (RFC 2606): "contact@parquet-alsace.example",
  // "https://www.facebook.com/parquet-alsace.example", "https://example.com/".
  /\.example(?![a-z0-9-])/i,
  /(^|[@/.])example\.(com|net|org)(?![a-z0-9-])/i,
];

/** A value that stands in for a real one (an empty value is "not entered", not a placeholder). */
export function isPlaceholder(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text !== '' && PLACEHOLDER.some((pattern) => pattern.test(text));
}

/** The value as it may be shown or used: '' when not entered or a placeholder. */
export function known(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '' || isPlaceholder(text) ? '' : text;
}
