import { AdmissionControl } from './admission.ts';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const answer = (status = 200) => new Response('ok', { status });

describe('admission control', () => {
  test('beyond the running and waiting places, a request gets 503 with Retry-After at once', async () => {
    const admission = new AdmissionControl({
      maxInFlight: 1,
      maxQueued: 1,
      maxWaitMs: 5_000,
      retryAfterSeconds: 3,
    });
    const first = gate();
    const running = admission.run(async () => {
      await first.opened;
      return answer();
    });
    const waiting = admission.run(async () => answer(201));
    const refused = await admission.run(async () => answer());
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('3');
    expect(await refused.json()).toMatchObject({ code: 'PGRST503', retry_after: 3 });
    expect(admission.stats()).toEqual({ inFlight: 1, queued: 1, rejected: 1 });

    first.open();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(201); // the waiting one ran once there was room
    expect(admission.stats()).toEqual({ inFlight: 0, queued: 0, rejected: 1 });
  });

  test('a request that waited too long is answered 503 and never runs', async () => {
    const admission = new AdmissionControl({
      maxInFlight: 1,
      maxQueued: 10,
      maxWaitMs: 30,
      retryAfterSeconds: 1,
    });
    const first = gate();
    const running = admission.run(async () => {
      await first.opened;
      return answer();
    });
    let ran = false;
    const late = await admission.run(async () => {
      ran = true;
      return answer();
    });
    expect(late.status).toBe(503);
    expect(ran).toBe(false);
    first.open();
    await running;
    expect((await admission.run(async () => answer())).status).toBe(200);
  });

  test('a waiting request starts only after the event loop had a turn to read other connections', async () => {
    const admission = new AdmissionControl({
      maxInFlight: 1,
      maxQueued: 10,
      maxWaitMs: 5_000,
      retryAfterSeconds: 1,
    });
    // Work that never leaves the microtask queue, like a chain of PGlite queries.
    const order: string[] = [];
    const first = admission.run(async () => {
      setImmediate(() => order.push('event loop turn'));
      order.push('first');
      return answer();
    });
    const second = admission.run(async () => {
      order.push('second');
      return answer();
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'event loop turn', 'second']);
    expect(admission.stats()).toEqual({ inFlight: 0, queued: 0, rejected: 0 });
  });

  test('a request whose work throws frees its place', async () => {
    const admission = new AdmissionControl({
      maxInFlight: 1,
      maxQueued: 0,
      maxWaitMs: 10,
      retryAfterSeconds: 1,
    });
    await expect(admission.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await admission.run(async () => answer())).status).toBe(200);
  });
});
