import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordPage } from './password-page';

function fakeAuth(update: { error: unknown } = { error: null }) {
  const auth = {
    updateUser: jest.fn().mockResolvedValue({ data: {}, ...update }),
    reauthenticate: jest.fn().mockResolvedValue({ data: {}, error: null }),
  };
  return { backend: { auth } as unknown as SupabaseClient, auth };
}

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe, une deuxième fois'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

it('sends the current password with the new one, then clears the fields', async () => {
  const { backend, auth } = fakeAuth();
  render(<PasswordPage backend={backend} />);
  await fill('ancien-parquet-2026', 'nouveau-parquet-2027');
  expect(auth.updateUser).toHaveBeenCalledWith({
    password: 'nouveau-parquet-2027',
    current_password: 'ancien-parquet-2026',
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe changé.');
  expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('');
});

it('without the current password, asks for a code by e-mail and sends it as the nonce', async () => {
  const { backend, auth } = fakeAuth();
  render(<PasswordPage backend={backend} />);
  await fill('', 'nouveau-parquet-2027');
  expect(await screen.findByRole('alert')).toHaveTextContent('Indiquez votre mot de passe actuel');
  expect(auth.updateUser).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un code par e-mail' }));
  expect(auth.reauthenticate).toHaveBeenCalled();
  await userEvent.type(await screen.findByLabelText('Code reçu par e-mail'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  expect(auth.updateUser).toHaveBeenCalledWith({ password: 'nouveau-parquet-2027', nonce: '123456' });
});

it('refuses a short or mismatched password before sending, in French', async () => {
  const { backend, auth } = fakeAuth();
  render(<PasswordPage backend={backend} />);
  await fill('ancien-parquet-2026', 'court');
  expect(await screen.findByRole('alert')).toHaveTextContent('au moins 12 caractères');
  await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'));
  await userEvent.clear(screen.getByLabelText('Nouveau mot de passe, une deuxième fois'));
  await fill('', 'nouveau-parquet-2027', 'nouveau-parquet-2028');
  expect(await screen.findByRole('alert')).toHaveTextContent('ne sont pas identiques');
  expect(auth.updateUser).not.toHaveBeenCalled();
});

it('shows the server’s French reason for a common password, and a wrong current password', async () => {
  const common = fakeAuth({
    error: {
      status: 422,
      code: 'weak_password',
      message: 'Password is known to be weak',
      reasons: ['pwned'],
    },
  });
  const { unmount } = render(<PasswordPage backend={common.backend} />);
  await fill('ancien-parquet-2026', 'azertyuiopqsdf');
  expect(await screen.findByRole('alert')).toHaveTextContent('fait partie des plus courants');
  unmount();
  const wrong = fakeAuth({
    error: {
      status: 400,
      code: 'current_password_mismatch',
      message: 'Current password required when setting new password.',
    },
  });
  render(<PasswordPage backend={wrong.backend} />);
  await fill('pas-le-bon-2026', 'nouveau-parquet-2027');
  expect(await screen.findByRole('alert')).toHaveTextContent('Le mot de passe actuel est incorrect.');
});
