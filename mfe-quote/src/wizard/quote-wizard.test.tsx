import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialForm, useQuoteStore } from '../store/quote-store';
import { QuoteWizard } from './quote-wizard';

// Testing Library reads no-break spaces as plain ones.
const rangeMessage = 'La surface doit être comprise entre 10 et 200 m²';

function renderWizard() {
  useQuoteStore.setState({ ...initialForm, step: 1, errors: {}, status: 'idle', acceptTerms: false });
  render(<QuoteWizard onClose={() => {}} onFinalize={() => {}} />);
  return { user: userEvent.setup(), box: screen.getByLabelText('Surface en m²') };
}

test('a surface typed out of range: the message shows as the box is left, the estimate waits, the wizard stays on step 1', async () => {
  const { user, box } = renderWizard();
  await user.clear(box);
  await user.type(box, '250{Enter}');
  expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  expect(screen.getByText(rangeMessage)).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('region', { name: 'Votre estimation' })).not.toBeInTheDocument();
  // Fixing it clears the message and the step moves on.
  await user.clear(box);
  await user.type(box, '80');
  await user.click(screen.getByRole('radio', { name: /^Plus de deux ans TVA 10/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
});

test('step 1 asks whether the home is more than two years old, naming the VAT rate of each answer', async () => {
  const { user } = renderWizard();
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  const question = screen.getByRole('group', { name: /Votre logement est achevé depuis/ });
  expect(question).toHaveAccessibleDescription('Merci d’indiquer si le logement a plus de deux ans');
  await user.click(screen.getByRole('radio', { name: /^Moins de deux ans TVA 20\s%/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
  expect(useQuoteStore.getState().homeOlderThanTwoYears).toBe(false);
});

test('a decimal or off-step surface is put on the slider’s 5 m² step when the box is left', async () => {
  const { user, box } = renderWizard();
  await user.clear(box);
  await user.type(box, '42.6');
  await user.tab();
  expect(box).toHaveValue(45);
  expect(screen.getByLabelText('Surface à rénover')).toHaveValue('45');
  expect(screen.getByText('Pièce moyenne')).toBeInTheDocument();
});

test('Enter in the box rounds the same way, then asks the property type rather than skipping it', async () => {
  const { user, box } = renderWizard();
  await user.clear(box);
  await user.type(box, '57{Enter}');
  expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument();
  expect(useQuoteStore.getState().surface).toBe(55);
  expect(screen.getByRole('radio', { name: 'Maison' })).toHaveFocus();
});

test('step 2 offers every finish of the rules table under its one name, with its price', async () => {
  const { user } = renderWizard();
  await user.click(screen.getByRole('radio', { name: /^Plus de deux ans TVA 10/ }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  for (const [name, hint] of [
    // TTC at 10 % (a home finished more than two years ago): 42 → 46,20; 2 → 2,20; 12 → 13,20.
    ['Ponçage + vitrification', /46,20\s€\/m²\sTTC/],
    ['Ponçage + huilage écologique', /\+2,20\s€\/m²\sTTC/],
    ['Ponçage + vernis intensif', /\+2,20\s€\/m²\sTTC/],
    ['Rénovation d’escalier', /Sur devis/],
  ] as const) {
    const radio = screen.getByRole('radio', { name: new RegExp(name.replace('+', '\\+')) });
    expect(radio.closest('label')).toHaveTextContent(hint);
  }
  expect(screen.getByLabelText(/Ajouter une teinture \(\+13,20\s€\/m²\sTTC\)/)).toBeInTheDocument();
});

test('a step reached gets its history entry once painted, and back returns to the step before', async () => {
  document.body.innerHTML = '<dialog id="quote-dialog" open></dialog>';
  const dialog = document.getElementById('quote-dialog') as HTMLElement;
  useQuoteStore.setState({
    ...initialForm,
    step: 1,
    errors: {},
    status: 'idle',
    acceptTerms: false,
    homeOlderThanTwoYears: true,
  });
  window.history.pushState({ quoteWizardOpen: true }, '');
  render(<QuoteWizard onClose={() => {}} onFinalize={() => {}} />, { container: dialog });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(screen.getByText('Étape 2 sur 3')).toBeInTheDocument();
  await waitFor(() => expect(window.history.state).toEqual({ quoteWizardOpen: true, quoteStep: 2 }));

  window.history.back();
  await waitFor(() => expect(screen.getByText('Étape 1 sur 3')).toBeInTheDocument());
});
