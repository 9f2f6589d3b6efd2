import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Backend as EmbeddedBackend } from '@parquet-alsace/backend';
import type { DevisPageOptions } from './devis-page';

/**
 * What the devis's page needs from the backend, with the service key (the customer's devis
 * functions, the acceptances and the bucket `devis` are the service role's only:
 * docs/adr-023-devis.md): the
 * local backend in this process, or the hosted project. These are the server's own calls: no
 * client address is passed to the backend, the page counts the client's writes itself.
 */
export function devisBackend(deps: {
  backend: EmbeddedBackend | null;
  publicUrl: string;
  supabaseUrl: string;
  serviceKey: string;
}): Pick<DevisPageOptions, 'rpc' | 'acceptance' | 'signedPdfs'> {
  const base = deps.backend ? deps.publicUrl : deps.supabaseUrl;
  const send = (request: Request) => {
    if (!deps.serviceKey) return Promise.resolve(new Response(null, { status: 503 }));
    return deps.backend ? deps.backend.fetch(request) : fetch(request);
  };
  const auth = { apikey: deps.serviceKey, Authorization: `Bearer ${deps.serviceKey}` };
  const objectUrl = (path: string) =>
    `${base}/storage/v1/object/devis/${path.split('/').map(encodeURIComponent).join('/')}`;
  return {
    rpc: (name, args) =>
      send(
        new Request(`${base}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: { ...auth, 'Content-Type': 'application/json' },
          body: JSON.stringify(args),
        }),
      ),
    acceptance: async (devisId, version) => {
      const query = new URLSearchParams({
        select: 'accepted_at,signer_name,pdf_sha256,vat_certified,early_start',
        devis_id: `eq.${devisId}`,
        version: `eq.${version}`,
      });
      const answer = await send(new Request(`${base}/rest/v1/devis_acceptances?${query}`, { headers: auth }));
      if (!answer.ok) throw new Error(`acceptation ${answer.status}`);
      const rows = (await answer.json()) as Awaited<ReturnType<DevisPageOptions['acceptance']>>[];
      return rows[0] ?? null;
    },
    signedPdfs: {
      put: async (path, pdf) => {
        const answer = await send(
          new Request(objectUrl(path), {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/pdf', 'x-upsert': 'true' },
            body: pdf as BodyInit,
          }),
        );
        if (!answer.ok) throw new Error(`stockage ${answer.status} : ${await answer.text().catch(() => '')}`);
      },
      get: async (path) => {
        const answer = await send(new Request(objectUrl(path), { headers: auth }));
        if (answer.status === 400 || answer.status === 404) return null;
        if (!answer.ok) throw new Error(`stockage ${answer.status}`);
        return new Uint8Array(await answer.arrayBuffer());
      },
    },
  };
}

/**
 * Renders a devis's PDF with the content package's `render-devis` (content/scripts/render-devis.mjs)
 * in a child process, so that pdfkit never runs on the server's event loop.
 */
export function renderDevisInChildProcess(): DevisPageOptions['renderPdf'] {
  const script = createRequire(__filename).resolve('@parquet-alsace/content/render-devis');
  return (view, acceptance) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve(new Uint8Array(Buffer.concat(chunks)))
          : reject(new Error(`rendu du devis ${view.number} : code ${code} ${errors}`)),
      );
      child.stdin.end(JSON.stringify({ view, acceptance }));
    });
}
