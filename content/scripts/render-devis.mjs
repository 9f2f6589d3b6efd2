// Renders a devis's PDF from the JSON on stdin (`{ view, acceptance }`, see devis-pdf.mjs) and
// writes its bytes to stdout. The production server runs it in a child process
// (shell/server/devis-page.ts), so that pdfkit never runs on the server's event loop.
import { readFileSync } from 'node:fs';
import { renderDevisPdf } from './devis-pdf.mjs';

const { view, acceptance } = JSON.parse(readFileSync(0, 'utf8'));
const buf = await renderDevisPdf(view, acceptance ?? null);
process.stdout.write(buf);
