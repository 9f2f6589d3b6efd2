// Renders one downloadable document with the company details given on stdin (JSON: `slug`,
// `company` in the shape of content/company-seed.json) and writes it to the path in argv[2].
// The production server runs it in a child process when the details staff keep differ from the
// seed's (shell/server/documents.ts): the rendering never blocks the server's own work.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocument } from './generate-pdfs.mjs';
import { CONTENT_DIR } from './lib/paths.mjs';

const out = process.argv[2];
if (!out) throw new Error('usage: render-document.mjs <output.pdf> < {"slug", "company"}');
const { slug, company } = JSON.parse(readFileSync(0, 'utf8'));
const quality = slug === 'plaquette-parquet-alsace-renovation' ? brochureQuality() : null;
const buf = await renderDocument(slug, company, quality);
if (!buf) {
  console.error(`Document inconnu : ${slug}`);
  process.exit(2);
}
// Written beside, then renamed: a reader never sees half a file.
writeFileSync(`${out}.part`, buf);
renameSync(`${out}.part`, out);

function brochureQuality() {
  try {
    return JSON.parse(readFileSync(path.join(CONTENT_DIR, 'documents', 'brochure-quality.json'), 'utf8'))
      .quality;
  } catch {
    return null;
  }
}
