/**
 * @jest-environment node
 */
import type { PageViewVitals } from '@parquet-alsace/shared/vitals';
import { Hono } from 'hono';
import { registerWebVitals, type WriteVerdict } from './web-vitals';

const SITE = 'https://www.parquet-alsace.fr';

function site(budget = 10) {
  const stored: PageViewVitals[] = [];
  let writes = 0;
  const app = new Hono();
  registerWebVitals(app, {
    publicUrl: SITE,
    takeWrite: (): WriteVerdict =>
      ++writes <= budget ? { allowed: true } : { allowed: false, retryAfterSeconds: 42 },
    record: async (view) => {
      stored.push(view);
      return new Response(null, { status: 204 });
    },
  });
  return { app, stored, writes: () => writes };
}

const view = {
  device: 'mobile',
  connection: '4g',
  lcp: 1830,
  lcpTtfb: 120,
  lcpLoadDelay: 40,
  lcpLoadDuration: 300,
  lcpRenderDelay: 1370,
  inp: 96,
  inpTarget: 'main>section.hero>button.quote',
  inpInputDelay: 4,
  inpProcessing: 60,
  inpPresentation: 32,
  cls: 0.02,
  fcp: 900,
  ttfb: 120,
};

const beacon = (app: Hono, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/api/vitals', {
    method: 'POST',
    // What sendBeacon sends for a string: text/plain, from the page's own origin.
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
      referer: `${SITE}/blog/poncer-un-parquet/?utm_source=lettre`,
      ...headers,
    },
    body,
  });

test('a page view from the site is stored as sent, with its page type instead of its address', async () => {
  const { app, stored } = site();
  const answer = await beacon(app, JSON.stringify(view));
  expect(answer.status).toBe(204);
  expect(stored).toEqual([{ pageType: 'article', ...view }]);
  expect(JSON.stringify(stored)).not.toContain('poncer');
  // Without a Referer of this site, the type is unknown.
  await beacon(app, JSON.stringify(view), { referer: 'https://evil.example/blog/x/' });
  expect(stored[1]?.pageType).toBe('other');
});

test('what a page view may not carry is refused with a 400, and nothing is stored', async () => {
  const { app, stored } = site();
  const refused = [
    { ...view, url: 'https://www.parquet-alsace.fr/blog/mon-article/?email=a@b.fr' },
    { ...view, userAgent: 'Mozilla/5.0' },
    { ...view, pageType: 'home' },
    { ...view, inpTarget: 'button\n<script>' },
    { ...view, inpTarget: 'x'.repeat(201) },
    { ...view, lcp: -1 },
    { ...view, cls: Number.MAX_VALUE },
    { device: 'mobile', fcp: 900 },
  ];
  for (const body of refused) expect((await beacon(app, JSON.stringify(body))).status).toBe(400);
  expect((await beacon(app, '{"pageType":')).status).toBe(400);
  expect(stored).toEqual([]);
});

test('another origin is refused', async () => {
  const { app, stored } = site();
  const answer = await beacon(app, JSON.stringify(view), { origin: 'https://evil.example' });
  expect(answer.status).toBe(403);
  expect(stored).toEqual([]);
});

test('a client over its write budget gets 429 before its body is read', async () => {
  const { app, stored } = site(1);
  expect((await beacon(app, JSON.stringify(view))).status).toBe(204);
  let pulled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled = true;
        controller.enqueue(new TextEncoder().encode(JSON.stringify(view)));
        controller.close();
      },
      // Nothing is pulled until someone reads.
    },
    { highWaterMark: 0 },
  );
  const answer = await app.request('/api/vitals', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: SITE },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe('42');
  expect(pulled).toBe(false);
  expect(stored).toHaveLength(1);
});

test('a body over 2 KB is refused with 413', async () => {
  const { app, stored } = site();
  const answer = await beacon(app, JSON.stringify({ ...view, padding: 'x'.repeat(3000) }));
  expect(answer.status).toBe(413);
  expect(stored).toEqual([]);
});
