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
  const { app, close } = await createServer(config);
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
        // How often Node checks those two timeouts (default 30 s, which would double them).
        connectionsCheckingInterval: 1_000,
      },
    },
    (info) => {
      console.log(`Site prêt : http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${info.port}`);
    },
  );
  // The peer's address is read once at accept time and kept by the socket: a client that resets
  // the connection after sending its request is still that client (its getpeername fails then).
  server.on('connection', (socket: Socket) => {
    void socket.remoteAddress;
  });
  const stop = async () => {
    server.close();
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
