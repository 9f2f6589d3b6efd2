// The small YAML-like front matter of content/articles/*.md: one `key: value` per line;
// values are "quoted strings", [lists, of, tags], true/false, null, or bare text.

function parseValue(raw) {
  const v = raw.trim();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === 'null' || v === '~' || v === '') return null;
  if (v.startsWith('"') && v.endsWith('"')) return JSON.parse(v);
  if (v.startsWith('[') && v.endsWith(']')) {
    return v
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s.startsWith('"') ? JSON.parse(s) : s));
  }
  return v;
}

/** Splits a markdown file into { data, body }. Throws on a missing front matter block. */
export function parseFrontMatter(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) throw new Error('missing front matter');
  const data = {};
  for (const line of m[1].split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const i = line.indexOf(':');
    if (i < 0) throw new Error(`bad front matter line: ${line}`);
    data[line.slice(0, i).trim()] = parseValue(line.slice(i + 1));
  }
  return { data, body: m[2].replace(/^\s+/, '') };
}
