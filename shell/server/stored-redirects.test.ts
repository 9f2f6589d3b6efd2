/**
 * @jest-environment node
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { StoredRedirects } from './stored-redirects';

/** A backend holding `table` (from → to), counting the reads; `fail` makes a read fail. */
function backend(table: Record<string, string>, fail = { now: false }) {
  const reads = { count: 0 };
  const client = {
    from: () => ({
      select: () => ({
        eq: (_column: string, path: string) => ({
          abortSignal: () => ({
            maybeSingle: async () => {
              reads.count++;
              if (fail.now) return { data: null, error: { message: 'connexion refusée' } };
              return { data: path in table ? { to_path: table[path] } : null, error: null };
            },
          }),
        }),
      }),
    }),
  } as unknown as SupabaseClient;
  return { factory: async () => client, reads };
}

it('gives the new address of a moved one, and none for an address never moved', async () => {
  const { factory } = backend({ '/blog/ancien/': '/blog/nouveau/' });
  const redirects = new StoredRedirects(factory, 0);
  expect(await redirects.target('/blog/ancien/')).toBe('/blog/nouveau/');
  expect(await redirects.target('/blog/inconnu/')).toBeNull();
});

it('remembers an answer for the lifetime, then reads again (0: every time)', async () => {
  const table: Record<string, string> = {};
  const { factory, reads } = backend(table);
  const redirects = new StoredRedirects(factory, 30_000);
  expect(await redirects.target('/blog/ancien/', 1_000)).toBeNull();
  table['/blog/ancien/'] = '/blog/nouveau/';
  expect(await redirects.target('/blog/ancien/', 20_000)).toBeNull();
  expect(await redirects.target('/blog/ancien/', 31_000)).toBe('/blog/nouveau/');
  expect(reads.count).toBe(2);
});

it('leaves a 404 when the table cannot be read, and never leads off the site', async () => {
  const fail = { now: true };
  const { factory } = backend({ '/blog/ancien/': '/blog/nouveau/', '/x/': '//ailleurs.example/' }, fail);
  const redirects = new StoredRedirects(factory, 0);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(await redirects.target('/blog/ancien/')).toBeNull();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
  fail.now = false;
  expect(await redirects.target('/blog/ancien/')).toBe('/blog/nouveau/');
  expect(await redirects.target('/x/')).toBeNull();
});

it('does not ask about an address the table cannot hold, and logs nothing for it', async () => {
  const { factory, reads } = backend({});
  const redirects = new StoredRedirects(factory, 0);
  const logged = jest.spyOn(console, 'error');
  for (const path of [
    `/blog/tag/${'x'.repeat(1000)}/`,
    '/blog/tag/pon%C3%A7age,ch%C3%AAne/',
    '/Blog/',
    'blog/',
  ]) {
    expect(await redirects.target(path)).toBeNull();
  }
  expect(reads.count).toBe(0);
  expect(logged).not.toHaveBeenCalled();
  logged.mockRestore();
});

it('logs a failed read on one line, without a stack', async () => {
  const { factory } = backend({}, { now: true });
  const redirects = new StoredRedirects(factory, 0);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await redirects.target('/blog/ancien/');
  const printed = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
  expect(printed).toContain('connexion refusée');
  expect(printed).not.toMatch(/\n|\bat /);
  logged.mockRestore();
});
