import { islandKey } from '@parquet-alsace/shared';
import { AppProviders, reactIsland } from '@parquet-alsace/shared/client';
import { QUOTE_OPEN_EVENT } from '@parquet-alsace/shared/quote';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'single-spa';
import { initialForm, useQuoteStore } from '../store/quote-store';
import QuoteDialog from './quote-dialog';

const key = islandKey('quote/QuoteDialog');
const singleSpa = { name: 'island', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

beforeEach(() => {
  useQuoteStore.setState({ ...initialForm, step: 1, errors: {}, status: 'idle', acceptTerms: false });
});

/** The page's quote dialog as the shell's server writes it, opened by the loader at a tap. */
function openedPage(request: object = { source: 'services_cta' }) {
  const html = renderToString(
    <AppProviders>
      <QuoteDialog />
    </AppProviders>,
    { identifierPrefix: key },
  ).replace(/<style data-emotion[^>]*>[\s\S]*?<\/style>/g, ''); // gathered in <head> by the page
  document.body.innerHTML = `<dialog id="quote-dialog" open aria-labelledby="quote-dialog-title" data-request='${JSON.stringify(request)}'><h2 id="quote-dialog-title" tabindex="-1">Simulateur de devis</h2><div id="island">${html}</div></dialog>`;
  return document.getElementById('island') as HTMLElement;
}

async function hydrate(island: HTMLElement) {
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = (reactIsland(QuoteDialog).mount as (p: object) => Promise<void>)({
      ...singleSpa,
      domElement: island,
      hydrate: true,
      identifierPrefix: key,
      islandProps: {},
    });
  });
  await mounted;
}

it('step 1 is usable before the wizard runs; what was typed is kept by the hydration, and the wizard then moves on', async () => {
  const island = openedPage();
  const user = userEvent.setup();
  // Before any code: native fields, typed into and chosen.
  await user.clear(screen.getByLabelText('Surface en m²'));
  await user.type(screen.getByLabelText('Surface en m²'), '120');
  await user.click(screen.getByRole('radio', { name: 'Appartement' }));
  await hydrate(island);
  // The apartment's question only the wizard asks, with the surface typed.
  expect(await screen.findByRole('group', { name: /ascenseur/i })).toBeInTheDocument();
  expect(screen.getByLabelText('Surface en m²')).toHaveValue(120);
  await user.click(screen.getByRole('radio', { name: 'Oui' }));
  await user.click(screen.getByRole('radio', { name: /^Plus de deux ans TVA 10/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
});

it('opened by the home section before it ran, it starts from the section’s surface and type; what was typed since wins', async () => {
  const island = openedPage({ source: 'home_quote_section', surface: 120, propertyType: 'appartement' });
  (screen.getByLabelText('Surface en m²') as HTMLInputElement).value = '90';
  await hydrate(island);
  expect(screen.getByRole('radio', { name: 'Appartement' })).toBeChecked();
  expect(screen.getByLabelText('Surface en m²')).toHaveValue(90);
});

it('a surface typed out of range before the wizard ran is kept, though the slider before it stopped at its end', async () => {
  const island = openedPage();
  // A slider moved to its end, then the box beside it typed past it: a slider stops at 200.
  (screen.getByLabelText('Surface à rénover') as HTMLInputElement).value = '250';
  (screen.getByLabelText('Surface en m²') as HTMLInputElement).value = '250';
  await hydrate(island);
  expect(screen.getByLabelText('Surface en m²')).toHaveValue(250);
});

it('an Enter in the surface box before the wizard ran, replayed once it runs, is the box’s own: the range is checked, the step stays', async () => {
  const island = openedPage();
  const box = screen.getByLabelText('Surface en m²') as HTMLInputElement;
  box.value = '250';
  box.focus();
  await hydrate(island);
  // As the page's loader replays a step sent before: without a submitter.
  act(() => box.form?.requestSubmit());
  expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  expect(screen.getByText(/La surface doit être comprise entre 10 et 200/)).toBeInTheDocument();
});

it('each opening starts the form as asked: step 1 again, or the finalize form under its own title', async () => {
  const island = openedPage();
  await hydrate(island);
  const dialog = document.getElementById('quote-dialog') as HTMLDialogElement;
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: /^Moins de deux ans TVA 20/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
  act(() => {
    dialog.dispatchEvent(new CustomEvent(QUOTE_OPEN_EVENT, { detail: { source: 'hero', surface: 80 } }));
  });
  expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  expect(screen.getByLabelText('Surface en m²')).toHaveValue(80);
  act(() => {
    dialog.dispatchEvent(new CustomEvent(QUOTE_OPEN_EVENT, { detail: { source: 'finalize' } }));
  });
  await waitFor(() =>
    expect(document.getElementById('quote-dialog-title')).toHaveTextContent('Finaliser ma demande de devis'),
  );
  expect(document.getElementById('quote-dialog-title')).toHaveFocus();
});
