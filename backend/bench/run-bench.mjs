// `npm run bench -w backend`: requests/s and p50/p99 latency on loopback for the site's three
// hottest calls, on PGlite and (when DATABASE_URL is set) PostgreSQL. About 20 s in all (BENCH_SECONDS, BENCH_CONCURRENCY to change).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createBackend } from '../dist/backend/src/index.js';
import { benchQuotePayload } from './quote-payload.mjs';

const SECONDS_PER_SCENARIO = Number(process.env.BENCH_SECONDS || 2);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const repoSeed = join(import.meta.dirname, '..', '..', 'supabase', 'seed.sql');
const seedFile = existsSync(repoSeed)
  ? repoSeed
  : join(import.meta.dirname, '..', 'test', 'fixtures', 'minimal-seed.sql');

process.env.RATE_LIMIT_WRITES_PER_MINUTE = '1000000'; // measure the server, not the limiter

function quotePayload() {
  return { payload: benchQuotePayload() };
}

async function scenario(name, makeRequest) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS_PER_SCENARIO * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(...makeRequest());
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return {
    scenario: name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    requests: latencies.length,
    errors,
  };
}

async function benchDatabase(label, options) {
  const backend = await createBackend({ worker: false, seedFile, ...options });
  const server = await new Promise((resolve) => {
    const s = serve(
      {
        fetch: (req, b) => backend.fetch(req, { remoteAddress: b.incoming.socket.remoteAddress }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const headers = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
  const list = await (
    await fetch(`${base}/rest/v1/articles?select=slug&published=eq.true&limit=1`, { headers })
  ).json();
  const slug = list[0]?.slug;
  const results = [
    await scenario('article list (with category)', () => [
      `${base}/rest/v1/articles?select=*,category:categories(name,slug)&published=eq.true&order=published_at.desc`,
      { headers },
    ]),
    await scenario('one article by slug (.single())', () => [
      `${base}/rest/v1/articles?select=*,category:categories(name,slug)&slug=eq.${slug}&published=eq.true`,
      { headers: { ...headers, Accept: 'application/vnd.pgrst.object+json' } },
    ]),
    await scenario('quote submission (rpc submit_quote)', () => [
      `${base}/rest/v1/rpc/submit_quote`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(quotePayload()),
      },
    ]),
  ];
  await new Promise((resolve) => server.close(resolve));
  await backend.close();
  console.log(
    `\n${label} — ${CONCURRENCY} concurrent clients, ${SECONDS_PER_SCENARIO} s per scenario, seed ${seedFile.includes('fixtures') ? 'of the tests' : 'supabase/seed.sql'}`,
  );
  console.table(results);
}

const dataDir = mkdtempSync(join(tmpdir(), 'parquet-bench-'));
try {
  await benchDatabase('PGlite (embedded)', { dataDir, databaseUrl: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `parquet_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await benchDatabase(`PostgreSQL (${url.host})`, {
      dataDir: mkdtempSync(join(tmpdir(), 'parquet-bench-')),
      databaseUrl: url.toString(),
      // A PostgreSQL backend needs the shared secret of every instance; any one does here.
      jwtSecret: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
    });
  } finally {
    // The pool's sessions are closed; give the server a moment to finish ending them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: set DATABASE_URL to bench it too.');
}
