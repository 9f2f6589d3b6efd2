// Standalone local backend: `npm run dev -w backend` (PORT, default 54321).
import type { Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createBackend } from './index.ts';

// Every log line: control characters spelled out, a logged line break never starts an entry
// (backend/scripts/terminal-text.mjs, the rule of the command-line tools; from dist/backend/src).
const terminalText = (await import(new URL('../../../scripts/terminal-text.mjs', import.meta.url).href)) as {
  installSafeConsole: () => void;
};
terminalText.installSafeConsole();

const port = Number(process.env.PORT || 54321);
const hostname = process.env.HOST || '127.0.0.1';
const backend = await createBackend({
  publicUrl: process.env.SUPABASE_PUBLIC_URL ?? `http://${hostname}:${port}`,
});

const server = createAdaptorServer({
  fetch: (request, bindings) =>
    backend.fetch(request, { remoteAddress: bindings.incoming.socket.remoteAddress }),
  // A body left unread is never drained: its answer carries Connection: close, and Node closes
  // the connection without reading on (docs/threat-model.md, "Request bodies").
  autoCleanupIncoming: false,
  // A head or a whole request sent too slowly is answered 408, not kept for Node's 300 s.
  serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
});
// The peer's address, read at accept time, stays known to the socket after a client reset.
server.on('connection', (socket: Socket) => {
  void socket.remoteAddress;
});
// A deep accept queue (Node's default is 511): under a burst, connections wait in the kernel
// for the event loop instead of having their SYNs dropped and retried seconds later.
server.listen(port, hostname, 4096);
console.log(`[backend] prêt sur http://${hostname}:${port} (REST /rest/v1, fonctions /functions/v1)`);

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  server.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
