// `npm run bench:site`: requests/s of the production server itself (loopback, autocannon), the
// way visitors load it: the home page with and without brotli, a revalidated entry file, and
// quote submissions while pages are being served. Each scenario runs BENCH_RUNS times (default 3)
// and the median is printed, with the machine's load average: on a shared machine, quote figures
// only from a quiet run. The server's CPU time per request (Linux) moves much less with the load
// of other processes than requests/s do. BENCH_SECONDS (default 5) per run, BENCH_PORT (8585),
// RENDER_CACHE_MS (the server's default, 30 s) to bench the server without its render cache;
// SITE_URL (and SITE_PID for its CPU time) to bench a server already running.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { benchQuotePayload } from '../../backend/bench/quote-payload.mjs';
import { firstArticlePath, startSite } from './site-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

// Measure the server, not the per-visitor write limit.
process.env.RATE_LIMIT_WRITES_PER_MINUTE ??= '100000000';
const site = await startSite(Number(process.env.BENCH_PORT || 8585));
const { supabaseAnonKey } = await (await fetch(`${site.baseUrl}/site-config.json`)).json();
const pages = ['/', '/services/', '/blog/', await firstArticlePath(site.baseUrl), '/gallery/', '/reviews/'];

const quoteRequest = {
  method: 'POST',
  path: '/rest/v1/rpc/submit_quote',
  headers: {
    apikey: supabaseAnonKey,
    authorization: `Bearer ${supabaseAnonKey}`,
    'content-type': 'application/json',
  },
  // A new request id each time: the same id is answered from the first submission.
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({ payload: benchQuotePayload() }),
  }),
};

const serverPid = site.pid ?? (process.env.SITE_PID ? Number(process.env.SITE_PID) : null);

/** CPU milliseconds (user + system, its thread pool included) the server has used so far. */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${serverPid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ
  } catch {
    return Number.NaN;
  }
}

function cannon(options) {
  return autocannon({ url: site.baseUrl, duration: SECONDS, connections: 8, ...options });
}

/** Runs `work` and returns its results with the server's CPU µs per request over all of them. */
async function withCpu(work) {
  const before = serverCpuMs();
  const results = await work();
  const requests = results.reduce((n, r) => n + r.requests.total, 0);
  const cpuUs = ((serverCpuMs() - before) * 1000) / requests;
  return results.map((r) => ({ ...summary(r), cpuUs }));
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors,
  statuses: Object.keys(result.statusCodeStats ?? {}).join(' '),
});

/** Each scenario returns named figures; runs are repeated and their medians reported. */
const scenarios = {
  'GET / accept-encoding: br': async () => {
    const [page] = await withCpu(async () => [
      await cannon({ requests: [{ path: '/', headers: { 'accept-encoding': 'br' } }] }),
    ]);
    return { page };
  },
  'GET / no accept-encoding': async () => {
    const [page] = await withCpu(async () => [await cannon({ requests: [{ path: '/' }] })]);
    return { page };
  },
  'GET /main.js revalidated (If-None-Match)': async () => {
    const first = await fetch(`${site.baseUrl}/main.js`, { headers: { 'accept-encoding': 'br' } });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...(etag ? { 'if-none-match': etag } : {}) };
    const [result] = await withCpu(async () => [await cannon({ requests: [{ path: '/main.js', headers }] })]);
    return { 'main.js': result };
  },
  'pages + quote submissions together': async () => {
    const [pageResult, quoteResult] = await withCpu(() =>
      Promise.all([
        cannon({
          connections: 16,
          requests: pages.map((path) => ({ path, headers: { 'accept-encoding': BROWSER_ENCODINGS } })),
        }),
        cannon({ connections: 4, requests: [quoteRequest] }),
      ]),
    );
    return { pages: pageResult, submit_quote: quoteResult };
  },
  'quote submissions alone': async () => {
    const [submit] = await withCpu(async () => [await cannon({ connections: 4, requests: [quoteRequest] })]);
    return { submit_quote: submit };
  },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  // Warm the render cache and the server's code paths.
  await cannon({ duration: 2, requests: pages.map((path) => ({ path })) });
  const rows = [];
  const loads = [];
  for (const [name, run] of Object.entries(scenarios)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      loads.push(loadavg()[0]);
      runs.push(await run());
    }
    for (const part of Object.keys(runs[0])) {
      const figures = runs.map((r) => r[part]);
      rows.push({
        scenario: name,
        requests: part,
        'req/s (median)': Math.round(median(figures.map((f) => f.rps))),
        'req/s (runs)': figures.map((f) => Math.round(f.rps)).join(' / '),
        'server CPU µs/req': Math.round(median(figures.map((f) => f.cpuUs))) || '–',
        'p50 ms': median(figures.map((f) => f.p50)),
        'p99 ms': median(figures.map((f) => f.p99)),
        errors: figures.reduce((n, f) => n + f.errors, 0),
        status: [...new Set(figures.map((f) => f.statuses))].join(' '),
      });
    }
  }
  console.log(
    `\n${RUNS} runs of ${SECONDS} s per scenario, render cache ${process.env.RENDER_CACHE_MS ?? 'default (30 s)'} ms; ` +
      `1-min load average before the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} on ` +
      `${availableParallelism()} cores (the client shares them)`,
  );
  console.table(rows);
} finally {
  await site.stop();
}
