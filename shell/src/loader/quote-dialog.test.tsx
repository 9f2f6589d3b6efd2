import { openQuote } from '@parquet-alsace/shared';
import { READY_ATTR, WAKE_EVENT } from '@parquet-alsace/shared/islands';
import { closeQuoteDialog, QUOTE_OPEN_EVENT } from '@parquet-alsace/shared/quote/dialog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quoteDialogMarkup } from '../../server/document';
import { startQuote } from './quote';
import { polyfillDialog } from './test-page';

// Step 1 as the wizard's server render has it, in the page's quote dialog (server/document.ts).
const stepOne =
  '<form><input id="quote-surface-range" type="range" min="10" max="200" step="5" data-preset="surface" value="50" aria-label="Surface à rénover">' +
  '<input id="quote-surface" type="number" data-preset="surface" value="50" aria-label="Surface en m²">' +
  '<label><input type="radio" name="propertyType" value="maison" checked>Maison</label>' +
  '<label><input type="radio" name="propertyType" value="appartement">Appartement</label>' +
  '<button type="submit">Continuer</button></form>';

const fetchRuntime = jest.fn(async () => {
  throw new Error('the page’s own dialog needs no runtime to open');
});

beforeAll(() => {
  polyfillDialog();
  document.body.innerHTML = `<main><a href="/#devis" data-open-quote="services_cta">Simuler mon devis</a></main>${quoteDialogMarkup(stepOne)}`;
  startQuote(fetchRuntime);
});

const dialog = () => document.getElementById('quote-dialog') as HTMLDialogElement;
const island = () => dialog().querySelector('[data-island]') as HTMLElement;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(async () => {
  closeQuoteDialog();
  await waitFor(() => expect(window.history.state).toBeNull());
  island().removeAttribute(READY_ATTR);
});

it('a tap opens the page’s wizard at once, with nothing fetched; its code is woken once it is painted', async () => {
  const wakes = jest.fn();
  island().addEventListener(WAKE_EVENT, wakes);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  expect(dialog().open).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Simulateur de devis' })).toBe(dialog());
  expect(fetchRuntime).not.toHaveBeenCalled();
  expect(wakes).not.toHaveBeenCalled();
  await nextFrame();
  expect(wakes).toHaveBeenCalledTimes(1);
  expect(window.location.hash).toBe('');
});

it('its "×" closes it over the history entry its opening added; back closes it too', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  expect(window.history.state).toEqual({ quoteWizardOpen: true });
  await user.click(screen.getByRole('button', { name: 'Fermer' }));
  expect(dialog().open).toBe(false);
  await waitFor(() => expect(window.history.state).toBeNull());

  await user.click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  window.history.back();
  await waitFor(() => expect(dialog().open).toBe(false));
});

it('a request sent closes it and leaves the history to the next page', async () => {
  await userEvent.setup().click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  const back = jest.spyOn(window.history, 'back');
  closeQuoteDialog({ leave: true });
  expect(dialog().open).toBe(false);
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
  window.history.back();
});

it('before the wizard runs, a request’s preset goes into its fields, and its two surface fields follow each other', async () => {
  openQuote('home_quote_section', { surface: 120, propertyType: 'appartement' });
  expect(screen.getByLabelText('Surface en m²')).toHaveValue(120);
  expect(screen.getByLabelText('Surface à rénover')).toHaveValue('120');
  expect(screen.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  expect(dialog().getAttribute('data-request')).toBe(
    JSON.stringify({ source: 'home_quote_section', surface: 120, propertyType: 'appartement' }),
  );
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Surface en m²'));
  await user.type(screen.getByLabelText('Surface en m²'), '85');
  expect(screen.getByLabelText('Surface à rénover')).toHaveValue('85');
});

it('once the wizard runs, each opening is announced to it and its fields are left to it', async () => {
  island().setAttribute(READY_ATTR, '');
  const surface = screen.getByLabelText('Surface en m²') as HTMLInputElement;
  surface.value = '60';
  const opened = jest.fn();
  dialog().addEventListener(QUOTE_OPEN_EVENT, (event) => opened((event as CustomEvent).detail));
  openQuote('home_quote_section', { surface: 150 });
  expect(opened).toHaveBeenCalledWith({ source: 'home_quote_section', surface: 150 });
  expect(surface).toHaveValue(60);
});
