import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from './newsletter-form';

const insert = jest.fn();
jest.mock('@parquet-alsace/shared/backend', () => ({ getBackend: () => ({ from: () => ({ insert }) }) }));

beforeEach(() => insert.mockReset());

async function submit(address: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText('Votre adresse e-mail'), address);
  await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
}

it('stores the address, shows the success message and clears the field', async () => {
  insert.mockResolvedValue({ error: null });
  await submit('claire@exemple.fr');
  expect(await screen.findByText('Inscription réussie ! Merci de votre confiance.')).toBeInTheDocument();
  expect(insert).toHaveBeenCalledWith({ email: 'claire@exemple.fr' });
  expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('');
});

it('disables the button while sending', async () => {
  let resolve: (v: unknown) => void = () => {};
  insert.mockReturnValue(
    new Promise((r) => {
      resolve = r;
    }),
  );
  await submit('claire@exemple.fr');
  expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeDisabled();
  resolve({ error: null });
  expect(await screen.findByText(/Inscription réussie/)).toBeInTheDocument();
});

it('shows the error message and keeps the address when the backend refuses', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  insert.mockResolvedValue({ error: { code: '42501', message: 'refusé' } });
  await submit('claire@exemple.fr');
  expect(await screen.findByText('Une erreur est survenue. Veuillez réessayer.')).toBeInTheDocument();
  expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('claire@exemple.fr');
});

it('treats an address already subscribed as a success', async () => {
  insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate' } });
  await submit('claire@exemple.fr');
  expect(await screen.findByText(/Inscription réussie/)).toBeInTheDocument();
});

it.each(['x,victim@a.fr', 'g:victim3@b.fr;', 'Jean <jean@exemple.fr>'])(
  'refuses %s (one plain address only) without calling the backend',
  async (address) => {
    await submit(address);
    expect(await screen.findByText('Merci d’indiquer une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(insert).not.toHaveBeenCalled();
  },
);
