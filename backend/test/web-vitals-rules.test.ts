// The speed measurements' storage rules (docs/adr-021-field-speed.md): anon records one page
// view through record_web_vitals and nothing else — it reads nothing, writes no bad value, and
// the table has no place for an address or an identifier; staff read through their policy; rows
// older than 25 months are deleted.
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const view = {
  pageType: 'downloads',
  device: 'mobile',
  connection: '4g',
  lcp: 1800,
  lcpTtfb: 100,
  lcpLoadDelay: 50,
  lcpLoadDuration: 250,
  lcpRenderDelay: 1400,
  inp: 120,
  inpTarget: 'main>ul.documents>li>a.download',
  inpInputDelay: 10,
  inpProcessing: 70,
  inpPresentation: 40,
  cls: 0.01,
  fcp: 900,
  ttfb: 100,
};

const stored = async () => {
  const { data, error } = await server.service.from('web_vitals').select('*').eq('page_type', 'downloads');
  expect(error).toBeNull();
  return data ?? [];
};

test('a page view is stored with the database’s ratings, and without any address or identifier', async () => {
  const { error } = await server.anon.rpc('record_web_vitals', { view });
  expect(error).toBeNull();
  const [row, ...others] = await stored();
  expect(others).toEqual([]);
  expect(row).toMatchObject({
    page_type: 'downloads',
    device: 'mobile',
    connection: '4g',
    lcp_ms: 1800,
    lcp_rating: 'good',
    inp_ms: 120,
    inp_rating: 'good',
    inp_target: 'main>ul.documents>li>a.download',
    cls: 0.01,
    cls_rating: 'good',
    fcp_rating: 'good',
    ttfb_rating: 'good',
  });
  // The hour only: no time that could single out a visit.
  expect(new Date(row.recorded_at).getUTCMinutes()).toBe(0);
  // Every column there is: none for an address, a user agent, a URL, a cookie or a visitor id.
  expect(Object.keys(row).sort()).toEqual(
    [
      'id',
      'recorded_at',
      'page_type',
      'device',
      'connection',
      'lcp_ms',
      'lcp_rating',
      'lcp_ttfb_ms',
      'lcp_load_delay_ms',
      'lcp_load_duration_ms',
      'lcp_render_delay_ms',
      'inp_ms',
      'inp_rating',
      'inp_target',
      'inp_input_delay_ms',
      'inp_processing_ms',
      'inp_presentation_ms',
      'cls',
      'cls_rating',
      'fcp_ms',
      'fcp_rating',
      'ttfb_ms',
      'ttfb_rating',
    ].sort(),
  );
});

test('anon reads nothing, inserts nothing directly, and cannot call the staff summary or the purge', async () => {
  const read = await server.anon.from('web_vitals').select('id');
  expect(read.data ?? []).toEqual([]);
  expect(read.error).not.toBeNull();
  const insert = await server.anon
    .from('web_vitals')
    .insert({ page_type: 'home', device: 'mobile', lcp_ms: 1 });
  expect(insert.error).not.toBeNull();
  expect((await server.anon.rpc('web_vitals_summary', { days: 28 })).error).not.toBeNull();
  expect((await server.anon.rpc('purge_old_web_vitals')).error).not.toBeNull();
});

test('a bad page view is refused with a 400 and stores nothing', async () => {
  const before = (await stored()).length;
  const bad: unknown[] = [
    { ...view, pageType: '/downloads/?email=a@b.fr' },
    { ...view, device: 'iPhone 15' },
    { ...view, connection: 'wifi' },
    { ...view, lcp: -1 },
    { ...view, inp: 10_000_000 },
    { ...view, lcp: 'vite' },
    { ...view, inpTarget: 'a'.repeat(201) },
    { ...view, inpTarget: 'button\u0000<script>' },
    { pageType: 'downloads', device: 'mobile', fcp: 100, lcp: null, inp: null, cls: null, ttfb: null },
    [view, view],
  ];
  for (const body of bad) {
    const answer = await server.request('/rest/v1/rpc/record_web_vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ view: body }),
    });
    expect([body, answer.status]).toEqual([body, 400]);
  }
  expect(await stored()).toHaveLength(before);
});

test('rows older than 25 months are deleted by the purge, younger ones stay', async () => {
  const ago = (months: number, days = 0) => {
    const date = new Date();
    date.setUTCMonth(date.getUTCMonth() - months);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString();
  };
  const inserted = await server.service.from('web_vitals').insert([
    { page_type: 'legal', device: 'desktop', lcp_ms: 1000, recorded_at: ago(25, 2) },
    { page_type: 'legal', device: 'desktop', lcp_ms: 2000, recorded_at: ago(24, 20) },
  ]);
  expect(inserted.error).toBeNull();
  const purged = await server.service.rpc('purge_old_web_vitals');
  expect(purged).toMatchObject({ data: 1, error: null });
  const left = await server.service.from('web_vitals').select('lcp_ms').eq('page_type', 'legal');
  expect(left.data).toEqual([{ lcp_ms: 2000 }]);
});

test('the database takes at most 600 views a minute for the whole site, then answers 429', async () => {
  // From the service role, which the per-client write limit does not count: the database's own bound.
  const record = () => server.service.rpc('record_web_vitals', { view: { ...view, pageType: 'about' } });
  const minute = () => Math.floor(Date.now() / 60_000);
  const startedIn = minute();
  const answers: Awaited<ReturnType<typeof record>>[] = [];
  while (!answers.some((answer) => answer.status === 429) && answers.length < 1400) {
    answers.push(...(await Promise.all(Array.from({ length: 20 }, record))));
  }
  const statuses = answers.map((answer) => answer.status);
  const accepted = statuses.filter((status) => status !== 429);
  expect(accepted.every((status) => status === 204 || status === 200)).toBe(true);
  const { count } = await server.service
    .from('web_vitals')
    .select('id', { count: 'exact', head: true })
    .eq('page_type', 'about');
  // Refused views store nothing.
  expect(count).toBe(accepted.length);
  if (minute() === startedIn) {
    // Within one minute: 600 for the site, the few views the tests above recorded included.
    expect(accepted.length).toBeLessThanOrEqual(600);
    expect(accepted.length).toBeGreaterThanOrEqual(590);
  }
  const refusal = answers.find((answer) => answer.status === 429);
  expect(refusal?.error?.hint).toMatch(/réessayez dans une minute/);
});
