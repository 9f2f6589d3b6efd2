// `npm start`: builds what is missing or older than its sources, then serves the composed site and its backend on one port.
import { join } from 'node:path';
import { buildWhatIsStale, precompressMedia, root, run, running } from './workspaces.mjs';

// Every signal this process gets (a supervisor's SIGTERM, Ctrl-C) goes on to what it runs: a
// build is stopped at once; the server drains and exits by itself, and this process exits with
// its code. `npm start` execs this script, so npm's own forwarding reaches it. No orphan.
let serving = false;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    if (!serving) process.exit(1);
  });
}

precompressMedia();
await buildWhatIsStale();
serving = true;
process.exit(await run(process.execPath, [join(root, 'shell', 'dist', 'server', 'prod-server.js')]));
