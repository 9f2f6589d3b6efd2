import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewFormPage } from './review-form-page';

const insert = jest.fn();
jest.mock('@parquet-alsace/shared/backend', () => ({ getBackend: () => ({ from: () => ({ insert }) }) }));

beforeEach(() => {
  insert.mockReset();
  window.scrollTo = jest.fn();
  (globalThis as { dataLayer?: unknown[] }).dataLayer = [];
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nom/), 'Anne Roth');
  await user.type(screen.getByLabelText(/^E-mail/), 'anne@mail.example');
  await user.type(screen.getByLabelText(/^Titre de votre avis/), 'Superbe escalier');
  await user.type(screen.getByLabelText(/^Votre avis/), 'Escalier comme neuf, merci.');
}

it('shows the French field messages on submit and clears a field error when it is edited', async () => {
  const user = userEvent.setup();
  render(<ReviewFormPage />);
  await user.click(screen.getByRole('button', { name: 'Publier mon avis' }));
  expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
  expect(screen.getByText('L’e-mail est requis')).toBeInTheDocument();
  expect(screen.getByText('Le titre est requis')).toBeInTheDocument();
  expect(screen.getByText('Le contenu de l’avis est requis')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Nom/)).toHaveFocus();
  expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByLabelText(/^Nom/), 'A');
  expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();
  expect(screen.getByText('L’e-mail est requis')).toBeInTheDocument();
  expect(insert).not.toHaveBeenCalled();
});

it('has a 1–5 star radio group with 5 checked by default', async () => {
  const user = userEvent.setup();
  render(<ReviewFormPage />);
  const group = screen.getByRole('group', { name: 'Note' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '5 étoiles sur 5' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '3 étoiles sur 5' }));
  expect(screen.getByRole('radio', { name: '3 étoiles sur 5' })).toBeChecked();
});

it('sends the composed review as pending, tracks it and thanks the visitor', async () => {
  let resolve: (v: { error: null }) => void = () => {};
  insert.mockReturnValue(new Promise((r) => (resolve = r)));
  const user = userEvent.setup();
  render(<ReviewFormPage />);
  await fillValid(user);
  await user.click(screen.getByRole('radio', { name: '4 étoiles sur 5' }));
  await user.selectOptions(screen.getByLabelText('Type d’intervention'), 'Ponçage escalier');
  await user.selectOptions(screen.getByLabelText('Équipe intervenue'), 'Thomas Klein (maître artisan)');
  await user.type(screen.getByLabelText('Lieu'), 'Sélestat');
  await user.click(screen.getByRole('button', { name: 'Publier mon avis' }));

  expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
  expect(screen.getByLabelText(/^Nom/)).toBeDisabled();
  expect(insert).toHaveBeenCalledWith({
    name: 'Anne Roth',
    email: 'anne@mail.example',
    title: 'Superbe escalier',
    content:
      'Escalier comme neuf, merci.\nType d’intervention\u00a0: Ponçage escalier\nÉquipe\u00a0: Thomas Klein (maître artisan)\nLieu\u00a0: Sélestat',
    rating: 4,
    status: 'pending',
  });
  resolve({ error: null });
  expect(await screen.findByRole('heading', { name: 'Merci pour votre avis\u202f!' })).toBeInTheDocument();
  expect(screen.getByText(/publié après modération/)).toBeInTheDocument();
  expect((globalThis as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
    event: 'review_submission',
    event_category: 'engagement',
    event_label: 'customer_review',
    rating: 4,
  });
});

it('keeps the form and shows the banner when sending fails', async () => {
  insert.mockResolvedValue({ error: { message: 'boom' } });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<ReviewFormPage />);
  await fillValid(user);
  fireEvent.submit(
    screen.getByRole('button', { name: 'Publier mon avis' }).closest('form') as HTMLFormElement,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer.',
  );
  await waitFor(() => expect(screen.getByLabelText(/^Nom/)).toBeEnabled());
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Anne Roth');
});
