import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
// The one rule for text reaching the operator's terminal (docs/threat-model.md, "Logs and terminals").
import { installSafeConsole } from '../../backend/scripts/terminal-text.mjs';
import { createServer } from './app';
import { readServerConfig } from './config';

async function main() {
  // Every log line: control characters spelled out, a logged line break never starts an entry.
  installSafeConsole();
  const config = readServerConfig();
  const { app, adminApp, close, drain, companyPlaceholders } = await createServer(config);
  // Pages leave these lines out; the legal notices are incomplete until staff fill them in.
  const missing = companyPlaceholders();
  if (missing.length > 0) {
    console.warn(
      `Attention : coordonnées de l’entreprise à compléter (administration, écran Entreprise) : ${missing.join(', ')}`,
    );
  }
  if (process.env.PUBLIC_URL && !process.env.ADMIN_SITE_URL) {
    console.warn(
      `Attention : ADMIN_SITE_URL absent, l’espace équipe s’annonce à ${config.adminUrl} (docs/adr-008-back-office.md : son adresse publique, par exemple https://equipe.example.fr).`,
    );
  }
  const listen = (fetch: typeof app.fetch, port: number, ready: (port: number) => void) => {
    const server = serve(
      {
        fetch,
        // A body left unread is never drained (docs/threat-model.md, "Request bodies"): its
        // answer carries Connection: close, and Node closes the connection without reading on.
        autoCleanupIncoming: false,
        port,
        hostname: config.host,
        serverOptions: {
          headersTimeout: config.headersTimeoutMs,
          requestTimeout: config.requestTimeoutMs,
          // How often Node checks those two timeouts (default 30 s, which would double them).
          connectionsCheckingInterval: 1_000,
        },
      },
      (info) => ready(info.port),
    );
    // The peer's address is read once at accept time and kept by the socket: a client that resets
    // the connection after sending its request is still that client (its getpeername fails then).
    server.on('connection', (socket: Socket) => {
      void socket.remoteAddress;
    });
    server.on('error', (error) => {
      console.error(`Écoute impossible sur le port ${port}`, error);
      process.exit(1);
    });
    return server;
  };
  const local = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const server = listen(app.fetch, config.port, (port) => console.log(`Site prêt : http://${local}:${port}`));
  // The back office on its own origin (docs/adr-008-back-office.md, decision 11).
  const adminServer = listen(adminApp.fetch, config.adminPort, () =>
    console.log(`Espace équipe prêt : ${config.adminUrl}/admin/`),
  );
  // Graceful stop, bounded by SHUTDOWN_TIMEOUT_MS: unready and jobs handed back at once, new
  // requests still answered for SHUTDOWN_DELAY_MS (the balancer's time to notice), then the
  // listener closes, requests under way are answered, and the process exits.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return; // Ctrl-C reaches both `npm start` (which passes it on) and the server
    stopping = true;
    console.log(`${signal} reçu : arrêt en douceur (au plus ${config.shutdownTimeoutMs / 1000} s)`);
    setTimeout(() => {
      console.error(`Arrêt forcé après ${config.shutdownTimeoutMs / 1000} s`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    const drained = drain();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    await Promise.all(
      [server, adminServer].map(
        (listener) =>
          new Promise<void>((resolve) => {
            listener.close(() => resolve());
            // Keep-alive connections with nothing under way would otherwise hold close() open.
            if ('closeIdleConnections' in listener) listener.closeIdleConnections();
          }),
      ),
    );
    await drained;
    await close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Le serveur du site n’a pas pu démarrer', error);
  process.exit(1);
});
