import { openQuote } from '@parquet-alsace/shared';
import { READY_ATTR } from '@parquet-alsace/shared/islands';
import { closeQuoteDialog, QUOTE_OPEN_EVENT } from '@parquet-alsace/shared/quote/dialog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quoteDialogMarkup } from '../../server/document';
import { startQuote } from './quote';
import { polyfillDialog } from './test-page';

// Step 1 as the wizard's server render has it, in the page's quote dialog (server/document.ts).
const stepOne =
  '<form><input id="quote-surface-range" type="range" min="10" max="200" step="5" value="50" aria-label="Surface à rénover">' +
  '<input id="quote-surface" type="number" value="50" aria-label="Surface en m²">' +
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

it('a tap opens the page’s wizard at once, with nothing fetched; its history entry and its code come once it is painted', async () => {
  const wakes = jest.fn();
  island().addEventListener('focusin', wakes);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  expect(dialog().open).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Simulateur de devis' })).toBe(dialog());
  expect(fetchRuntime).not.toHaveBeenCalled();
  expect(wakes).not.toHaveBeenCalled();
  expect(window.history.state).toBeNull();
  await nextFrame();
  expect(window.history.state).toEqual({ quoteWizardOpen: true });
  await waitFor(() => expect(wakes).toHaveBeenCalledTimes(1));
  expect(window.location.hash).toBe('');
});

it('the page behind stops scrolling once the dialog is shown, and scrolls again once it is closed', async () => {
  await userEvent.setup().click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  await waitFor(() => expect(document.documentElement).toHaveClass('quote-open'));
  dialog().close();
  await waitFor(() => expect(document.documentElement).not.toHaveClass('quote-open'));
});

it('closed (its "×", Escape, a click beside it: the browser closes it), it goes back over the history entry its opening added; back closes it too', async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  await waitFor(() => expect(window.history.state).toEqual({ quoteWizardOpen: true }));
  // Its "×" is a dialog form's button: the browser closes the dialog (jsdom does not).
  expect(screen.getByRole('button', { name: 'Fermer' }).closest('form')).toHaveAttribute('method', 'dialog');
  dialog().close();
  await waitFor(() => expect(window.history.state).toBeNull());

  await user.click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  await waitFor(() => expect(window.history.state).toEqual({ quoteWizardOpen: true }));
  window.history.back();
  await waitFor(() => expect(dialog().open).toBe(false));
});

it('a request sent closes it and leaves the history to the next page', async () => {
  await userEvent.setup().click(screen.getByRole('link', { name: 'Simuler mon devis' }));
  await waitFor(() => expect(window.history.state).toEqual({ quoteWizardOpen: true }));
  const back = jest.spyOn(window.history, 'back');
  closeQuoteDialog({ leave: true });
  expect(dialog().open).toBe(false);
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
  window.history.back();
});

it('each request is written on the dialog, for a wizard that runs after it to start from', () => {
  openQuote('home_quote_section', { surface: 120, propertyType: 'appartement' });
  expect(dialog().open).toBe(true);
  expect(dialog().getAttribute('data-request')).toBe(
    JSON.stringify({ source: 'home_quote_section', surface: 120, propertyType: 'appartement' }),
  );
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

it('a click that opens a new tab keeps the link', () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  screen.getByRole('link', { name: 'Simuler mon devis' }).dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
  expect(dialog().open).toBe(false);
});
