import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { agencyAddress, business, headOfficeAddress, openingHoursText } from '@parquet-alsace/shared';
import type { Context, Hono } from 'hono';

/** The company details a generated PDF prints (the shape of content/company-seed.json). */
export interface DocumentCompany {
  brand: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  hours: string;
  siret: string;
  site: string;
  mainSite: string;
  agencies: { label: string; city: string; address: string; phone: string }[];
}

const host = (url: string) => (url ? new URL(url).host : '');

/** The details of the current render (`business`), as the PDFs print them. */
export function documentCompany(): DocumentCompany {
  return {
    brand: business.brand,
    phone: business.phone.display,
    whatsapp: business.chat.display,
    email: business.email,
    address: headOfficeAddress(),
    hours: openingHoursText(),
    siret: business.siret,
    site: host(business.canonicalHost),
    mainSite: host(business.mainSite),
    agencies: business.agencies.map((agency) => ({
      label: agency.label,
      city: agency.city,
      address: agencyAddress(agency),
      phone: agency.phone.display,
    })),
  };
}

/** Same details, same version, whatever the order of the keys. */
export function detailsVersion(company: DocumentCompany): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(sorted(company)))
    .digest('hex')
    .slice(0, 16);
}

/** Renders one document with these details and writes it to `out`. */
export type RenderDocument = (slug: string, company: DocumentCompany, out: string) => Promise<void>;

/**
 * Runs the content package's `render-document` (content/scripts/render-document.mjs) in a child
 * process, so that pdfkit and sharp never run on the server's event loop
 * (docs/adr-018-documents-follow-company-details.md).
 */
export function renderInChildProcess(): RenderDocument {
  const script = createRequire(__filename).resolve('@parquet-alsace/content/render-document');
  return (slug, company, out) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script, out], { stdio: ['pipe', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`rendu du document ${slug} : code ${code} ${errors}`)),
      );
      child.stdin.end(JSON.stringify({ slug, company }));
    });
}

/**
 * The generated documents (/media/documents/<slug>.pdf of content/documents.json) follow the
 * company details without a release (docs/adr-018-documents-follow-company-details.md): while
 * the details are the seed's, the files of content/media/documents are served; once staff change
 * them, a document is rendered again on its first request with the new details (in a child
 * process, once however many ask at the same time), kept under `cacheDir/<version>/`, and
 * served from there until the details change again. A browser revalidates (no-cache + ETag).
 */
export function registerDocumentRoutes(
  app: Hono,
  options: {
    root: string;
    cacheDir: string;
    /** Makes the current company details those of `business` (the render cache's read). */
    currentDetails: () => Promise<unknown>;
    render?: RenderDocument;
  },
) {
  const content = join(options.root, 'content');
  let slugs: Set<string>;
  let seedVersion: string;
  try {
    slugs = new Set(
      (JSON.parse(readFileSync(join(content, 'documents.json'), 'utf8')) as { slug: string }[]).map(
        (entry) => entry.slug,
      ),
    );
    seedVersion = detailsVersion(
      JSON.parse(readFileSync(join(content, 'company-seed.json'), 'utf8')) as DocumentCompany,
    );
  } catch {
    // No generated documents beside this server (a test's folder): the static files serve /media/.
    return;
  }
  const render = options.render ?? renderInChildProcess();
  const pending = new Map<string, Promise<void>>();

  /** The rendered file for the current details; null while they are the seed's (static file). */
  async function fileFor(slug: string): Promise<{ path: string; version: string } | null> {
    await options.currentDetails();
    const company = documentCompany();
    const version = detailsVersion(company);
    if (version === seedVersion) return null;
    const folder = join(options.cacheDir, version);
    const path = join(folder, `${slug}.pdf`);
    let rendering = pending.get(path);
    if (!rendering) {
      rendering = readFile(path).then(
        () => undefined,
        async () => {
          mkdirSync(folder, { recursive: true });
          await render(slug, company, path);
        },
      );
      pending.set(path, rendering);
      void rendering.finally(() => pending.delete(path)).catch(() => {});
    }
    await rendering;
    return { path, version };
  }

  app.get('/media/documents/:file', async (c: Context, next) => {
    const slug = /^([a-z0-9-]+)\.pdf$/.exec(c.req.param('file') ?? '')?.[1];
    if (!slug || !slugs.has(slug)) return next();
    let found: { path: string; version: string } | null;
    try {
      found = await fileFor(slug);
    } catch (error) {
      console.error(`Document ${slug} non régénéré avec les coordonnées actuelles`, error);
      return c.text('Document momentanément indisponible, réessayez dans un instant.', 503, {
        'Retry-After': '30',
        'Cache-Control': 'no-store',
      });
    }
    // The seed's details: the committed file, with the static files' ranges and validators.
    if (!found) return next();
    const body = await readFile(found.path);
    const etag = `"${found.version}-${body.length}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'application/pdf',
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Accept-Ranges': 'bytes',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    // One range, as a PDF viewer or a resumed download asks (several ranges: the whole file).
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start > end || start >= body.length) {
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${body.length}` });
      }
      const part = body.subarray(start, end + 1);
      const partial = {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${body.length}`,
        'Content-Length': String(part.length),
      };
      if (c.req.method === 'HEAD') return c.body(null, 206, partial);
      return c.body(new Uint8Array(part), 206, partial);
    }
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  });
}
