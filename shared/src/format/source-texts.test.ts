/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

/**
 * Every French text written in the apps' code reaches the visitor with its punctuation spaces
 * (docs/adr-019-french-typography.md): a string, template or JSX text that holds an ordinary
 * space before `: ; ? !` or inside « » is either passed through `typeset` (or the back office's
 * `frenchTexts`, the same function) or written with the right space (`\u00a0:`, `\u202f?`).
 * Only the code that ships is read: tests, stories and comments are not.
 */

const root = join(__dirname, '..', '..', '..');
// The code that ships: `shared` and the site's apps, the host and its remotes (the root
// package.json's workspaces `shell` and `mfe-*`).
const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
const packages = workspaces.filter(
  (workspace) => workspace === 'shared' || workspace === 'shell' || workspace.startsWith('mfe-'),
);
const TYPESETTERS = new Set(['typeset', 'frenchTexts', 'frenchSpaces', 'frenchPunctuation', 'typesetHtml']);
// Calls whose strings are never shown to a visitor: logs, errors thrown to the code that called
// (a visitor sees the page's own French message instead) and module names.
const NOT_SHOWN = new Set([
  'log',
  'warn',
  'error',
  'info',
  'debug',
  'require',
  'import',
  'Error',
  'TypeError',
  'RangeError',
]);

// Imports and types: never shown (a value under `as const` or `satisfies` still is).
const NOT_TEXT = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'TsTypeAnnotation',
  'TsTypeAliasDeclaration',
  'TsInterfaceDeclaration',
  'TsLiteralType',
  'TsTypeParameterInstantiation',
  'TsTypeParameterDeclaration',
]);
const CSS_TAGS = new Set(['css', 'keyframes', 'injectGlobal', 'styled']);
// The typesetting rules themselves.
const RULES_FILE = join('shared', 'src', 'format', 'french.ts');

const BAD = /(?:^|[\p{L}\p{N}»)\]*'’.]) +[:;?!](?=\s|$)|« | »/u;
// Quotations in prose take guillemets, not "…" or “…” (a straight quote inside code or HTML,
// such as href="…", has no space or bracket before it).
// One apostrophe in shown text, the typographic one (an e-mail address may hold a straight one).
const APOSTROPHE = /\p{L}'\p{L}/u;
const ADDRESS = /^\S+@\S+$/;
const QUOTES = /(?:^|[\s(])"[\p{L}\p{N}$][^"]*"(?=$|[\s.,;:!?)])|[“”]/u;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__fixtures__', 'test'].includes(entry.name))
        out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|d)\.tsx?$|^test-/.test(entry.name))
      out.push(path);
  }
  return out;
}

interface Found {
  file: string;
  text: string;
}

function calleeName(callee: Record<string, unknown> | undefined): string | undefined {
  if (!callee) return undefined;
  if (callee.type === 'Identifier') return callee.value as string;
  if (callee.type === 'MemberExpression') return calleeName(callee.property as Record<string, unknown>);
  if (callee.type === 'Import') return 'import';
  return undefined;
}

/** The strings of `file` that break the rule above. */
function untypesetTexts(code: string, file: string): Found[] {
  const ast = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const found: Found[] = [];
  const visit = (node: unknown, exempt: boolean): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item, exempt);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    let inside = exempt;
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      const name = calleeName(n.callee as Record<string, unknown>);
      if (name && (TYPESETTERS.has(name) || NOT_SHOWN.has(name))) inside = true;
    }
    // Types, imports and CSS are not shown.
    if (NOT_TEXT.has(String(n.type))) return;
    if (
      n.type === 'TaggedTemplateExpression' &&
      CSS_TAGS.has(calleeName(n.tag as Record<string, unknown>) ?? '')
    )
      return;
    if (!inside) {
      const text =
        n.type === 'StringLiteral' || n.type === 'JSXText'
          ? (n.value as string)
          : n.type === 'TemplateElement'
            ? ((n.cooked as string | undefined) ?? (n.raw as string))
            : undefined;
      if (
        text !== undefined &&
        (BAD.test(text) || QUOTES.test(text) || (APOSTROPHE.test(text) && !ADDRESS.test(text.trim())))
      )
        found.push({ file: relative(root, file), text: text.trim() });
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'span') visit(value, inside);
  };
  visit(ast, false);
  return found;
}

test('no French text in the code is shown with an ordinary space before : ; ? ! or inside « », nor in "…" quotes, nor with a straight apostrophe', () => {
  const files = packages.flatMap((p) =>
    sourceFiles(join(root, p, 'src')).concat(sourceFiles(join(root, p, 'server'))),
  );
  expect(files.length).toBeGreaterThan(100);
  const found = files
    .filter((file) => !file.endsWith(RULES_FILE))
    .flatMap((file) => untypesetTexts(readFileSync(file, 'utf8'), file));
  expect(found).toEqual([]);
});

test('the rule finds a bare text and accepts a typeset or correctly spaced one', () => {
  // "$[" stands for "${" in the code read, so that this file holds no template placeholder in a string.
  const check = (code: string) =>
    untypesetTexts(code.replaceAll('$[', '$' + '{'), join(root, 'x.tsx')).map((f) => f.text);
  expect(check("const t = { q: 'Une question ?', a: `Durée : $[n} mois`, o: '« Devis »' };")).toEqual([
    'Une question ?',
    'Durée :',
    '« Devis »',
  ]);
  expect(check('const p = <p>Téléphone : {phone}</p>;')).toEqual(['Téléphone :']);
  expect(
    check("const t = { a: 'trouvés pour \"savon\"', b: 'le “mat”', c: '<a href=\"/devis/\">Devis</a>' };"),
  ).toEqual(['trouvés pour "savon"', 'le “mat”']);
  expect(check("const t = typeset({ q: 'Une question ?', f: (n: number) => `$[n} : ok` });")).toEqual([]);
  expect(check("const t = { q: 'Une question\\u202f?', u: 'https://example.com/?a=b' };")).toEqual([]);
  expect(check("console.error('Échec : réessayer');")).toEqual([]);
  expect(check("const t = { q: 'Un projet ?' } as const;")).toEqual(['Un projet ?']);
  expect(check("type Q = 'Un projet ?';")).toEqual([]);
  expect(check("const css = '&:focus-visible, & :hover { color: red; }';")).toEqual([]);
  expect(check('const c = css`color: $[a ? b : c};`;')).toEqual([]);
});
