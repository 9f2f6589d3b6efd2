import { islandAttributes } from '@parquet-alsace/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRuntime } from '../runtime/api';
import { wakeIslands } from './islands';

const attributes = (trigger: 'interaction' | 'load') =>
  Object.entries(
    islandAttributes({ id: 'quote/HomeQuoteSection', trigger, props: { initial: null }, hydrate: true }),
  )
    .map(([name, value]) => `${name}="${value.replace(/"/g, '&quot;')}"`)
    .join(' ');

function page(trigger: 'interaction' | 'load', header = '') {
  document.body.innerHTML = `${header}<main><div ${attributes(trigger)}><form><button type="submit">Envoyer</button></form><button type="button">Obtenir mon devis gratuit</button></div></main>`;
  return document.querySelector('[data-island]') as HTMLElement;
}

/** A runtime whose mount resolves when the test says so. */
function runtime() {
  let finish: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const mountIsland = jest.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    get: jest.fn(async () => ({ mountIsland }) as unknown as SiteRuntime),
    mountIsland,
    finish: () => finish(),
    fail: (error: Error) => fail(error),
  };
}

it('an interaction island is not loaded until the visitor reaches it, then gets its marker', async () => {
  const island = page('interaction');
  const r = runtime();
  wakeIslands(r.get);
  expect(r.get).not.toHaveBeenCalled();
  fireEvent.focusIn(screen.getByRole('button', { name: 'Obtenir mon devis gratuit' }));
  await waitFor(() => expect(r.mountIsland).toHaveBeenCalled());
  expect(r.mountIsland).toHaveBeenCalledWith(
    island,
    expect.objectContaining({
      id: 'quote/HomeQuoteSection',
      key: 'quote-HomeQuoteSection-',
      hydrate: true,
      props: { initial: null },
    }),
  );
  r.finish();
  await waitFor(() => expect(island).toHaveAttribute('data-ready'));
});

it('the button pressed before the island ran is pressed again once it runs', async () => {
  page('interaction');
  const r = runtime();
  wakeIslands(r.get);
  const button = screen.getByRole('button', { name: 'Obtenir mon devis gratuit' });
  const presses = jest.fn();
  await userEvent.setup().click(button);
  button.addEventListener('click', presses);
  expect(presses).not.toHaveBeenCalled();
  r.finish();
  await waitFor(() => expect(presses).toHaveBeenCalledTimes(1));
});

it('a form sent before the island ran is not sent natively, but sent again once it runs', async () => {
  page('interaction');
  const r = runtime();
  wakeIslands(r.get);
  const form = document.querySelector('form') as HTMLFormElement;
  const submitted = jest.fn((event: Event) => event.preventDefault());
  await userEvent.setup().click(screen.getByRole('button', { name: 'Envoyer' }));
  form.addEventListener('submit', submitted);
  expect(submitted).not.toHaveBeenCalled();
  r.finish();
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
});

it('a form sent before the island ran waits with its button disabled, so that a second press is not lost', async () => {
  page('interaction');
  const r = runtime();
  wakeIslands(r.get);
  const send = screen.getByRole('button', { name: 'Envoyer' });
  const form = document.querySelector('form') as HTMLFormElement;
  const submitted = jest.fn((event: Event) => event.preventDefault());
  await userEvent.setup().click(send);
  expect(send).toBeDisabled();
  form.addEventListener('submit', submitted);
  r.finish();
  await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  expect(send).toBeEnabled();
});

it('an island that cannot load shows the French fallback, whose retry loads it again', async () => {
  // The number the page was rendered with (company details), not a built-in one.
  const island = page(
    'load',
    '<header><a href="tel:+33389001122" data-phone-source="header">03 89 00 11 22</a></header>',
  );
  const r = runtime();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  wakeIslands(r.get);
  await waitFor(() => expect(r.mountIsland).toHaveBeenCalledTimes(1));
  r.fail(new Error('remote down'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Cette partie du site est momentanément indisponible');
  const call = screen.getByRole('link', { name: 'Appeler le 03 89 00 11 22' });
  expect(call).toHaveAttribute('data-phone-source', 'app_fallback');
  expect(call).toHaveAttribute('href', 'tel:+33389001122');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(r.mountIsland).toHaveBeenCalledTimes(2));
  // Its server HTML went with the fallback: it renders this time.
  expect(r.mountIsland).toHaveBeenLastCalledWith(island, expect.objectContaining({ hydrate: false }));
  r.finish();
  await waitFor(() => expect(island).toHaveAttribute('data-ready'));
});

it('the fallback offers no call when the page shows no company number', async () => {
  page('load');
  const r = runtime();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  wakeIslands(r.get);
  await waitFor(() => expect(r.mountIsland).toHaveBeenCalledTimes(1));
  r.fail(new Error('remote down'));
  expect(await screen.findByRole('alert')).toHaveTextContent('momentanément indisponible');
  expect(screen.queryByRole('link', { name: /Appeler/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
