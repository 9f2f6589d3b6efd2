import { expect, test } from '@playwright/test';
import { type StartedServer, startBehindProxy } from './server';
import { rawRequest } from './support';

// 29. The plain quote form (/devis/, no script) behind a reverse proxy (TRUST_PROXY): it counts
// the client the proxy forwards, like every other write, not the proxy's one budget. Once the
// proxy's own address has spent its 60 writes of the minute, a visitor it forwards still
// sends the form.

let server: StartedServer;
let anonKey = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ({ server, anonKey } = await startBehindProxy({
    JWT_SECRET: 'un-autre-secret-de-test-assez-long-pour-hs256-987654',
  }));
});

test.afterAll(async () => {
  await server?.stop();
});

/** A request through "the proxy" (127.0.0.1): its status, redirect and body. */
async function send(
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | undefined; body: string }> {
  const answer = await rawRequest(server.url, {
    method: 'POST',
    path,
    localAddress: '127.0.0.1',
    headers,
    body,
  });
  return {
    status: answer.status,
    location: answer.headers.location as string | undefined,
    body: answer.body,
  };
}

test.describe('29. Plain quote form behind a proxy', () => {
  test('a forwarded visitor sends the form after the proxy’s own address spent its budget', async () => {
    // The proxy's own budget: writes that name no forwarded client, counted, then 400.
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (
        await send('/rest/v1/table_absente', '{}', {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
        })
      ).status;
    }
    expect(last, 'the 61st write of the proxy’s own address').toBe(429);
    const form = new URLSearchParams({
      surface: '40',
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Camille Martin',
      phone: '06 12 34 56 78',
      phoneCountry: 'FR',
      email: 'camille.martin@example.com',
      postalCode: '67000',
      acceptTerms: 'oui',
    }).toString();
    const answer = await send('/devis/', form, {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: server.url,
      'X-Forwarded-For': '203.0.113.50',
    });
    // A stored form answers with a redirect to its confirmation (docs/adr-012-forms-without-scripts.md).
    expect(answer.status, 'status of the forwarded visitor’s form').toBe(303);
    expect(answer.location).toMatch(/^\/devis\/merci\//);
  });
});
