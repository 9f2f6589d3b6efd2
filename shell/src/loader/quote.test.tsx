import { openQuote } from '@parquet-alsace/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteRuntime } from '../runtime/api';
import { startQuote } from './quote';
import { polyfillDialog } from './test-page';

const runtime = {
  openQuote: jest.fn(async () => {}),
  prepareQuote: jest.fn(),
} as unknown as SiteRuntime & { openQuote: jest.Mock; prepareQuote: jest.Mock };
let fetchRuntime = jest.fn(async () => runtime);

beforeAll(() => {
  polyfillDialog();
  startQuote(() => fetchRuntime());
});

beforeEach(() => {
  runtime.openQuote.mockReset().mockResolvedValue(undefined);
  runtime.prepareQuote.mockReset();
  fetchRuntime = jest.fn(async () => runtime);
  document.body.innerHTML =
    '<main><a href="/#devis" data-open-quote="services_cta">Demander un devis</a><a href="/blog/">Blog</a></main>';
});

it('a quote link opens the wizard in place, with its analytics source', async () => {
  const link = screen.getByRole('link', { name: 'Demander un devis' });
  const user = userEvent.setup();
  await user.click(link);
  expect(runtime.prepareQuote).toHaveBeenCalled();
  await waitFor(() => expect(runtime.openQuote).toHaveBeenCalledWith({ source: 'services_cta' }));
  expect(window.location.hash).toBe('');
});

it('a click that opens a new tab keeps the link', async () => {
  const link = screen.getByRole('link', { name: 'Demander un devis' });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(runtime.openQuote).not.toHaveBeenCalled();
});

it('an island opens it with the site event and its preset', async () => {
  openQuote('home_quote_section', { surface: 120, propertyType: 'appartement' });
  await waitFor(() =>
    expect(runtime.openQuote).toHaveBeenCalledWith({
      source: 'home_quote_section',
      surface: 120,
      propertyType: 'appartement',
    }),
  );
});

it('when the wizard cannot load, a dialog offers a retry and the phone the page shows', async () => {
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<header><a href="tel:+33389001122" data-phone-source="header">03 89 00 11 22</a></header>',
  );
  runtime.openQuote.mockRejectedValueOnce(new Error('quote remote down'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Demander un devis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Simulateur de devis' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('momentanément indisponible');
  expect(within(dialog).getByRole('link', { name: 'Appeler le 03 89 00 11 22' })).toHaveAttribute(
    'href',
    'tel:+33389001122',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(runtime.openQuote).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole('dialog')).toBeNull();
});
