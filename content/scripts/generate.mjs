// `npm run generate -w content`: images, then PDFs (the brochure embeds the photos), then the
// seed (it reads the true sizes of the PDFs). Pass --force to redraw every image.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const extra = process.argv.slice(2);
for (const script of ['generate-images.mjs', 'generate-pdfs.mjs', 'build-seed.mjs']) {
  const r = spawnSync(
    process.execPath,
    [path.join(dir, script), ...(script === 'generate-images.mjs' ? extra : [])],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
