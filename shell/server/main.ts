import { serve } from '@hono/node-server';
import { createServer } from './app';
import { readServerConfig } from './config';

async function main() {
  const config = readServerConfig();
  const { app, close } = await createServer(config);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Site prêt : http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${info.port}`);
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
