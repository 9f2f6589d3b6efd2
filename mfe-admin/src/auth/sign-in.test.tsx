import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignIn } from './sign-in';

function fakeAuth(result: { error: unknown } = { error: null }) {
  const auth = {
    signInWithPassword: jest.fn().mockResolvedValue({ data: {}, ...result }),
    signInWithOtp: jest.fn().mockResolvedValue({ data: {}, ...result }),
  };
  return { backend: { auth } as unknown as SupabaseClient, auth };
}

beforeEach(() => window.history.replaceState(null, '', '/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/'));

it('signs in with the e-mail and password typed', async () => {
  const { backend, auth } = fakeAuth();
  render(<SignIn backend={backend} linkError={false} />);
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), ' chef@example.com ');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret du chef');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(auth.signInWithPassword).toHaveBeenCalledWith({
    email: 'chef@example.com',
    password: 'secret du chef',
  });
});

it('says in French that the credentials are wrong, without telling which', async () => {
  const { backend } = fakeAuth({ error: { status: 400, message: 'Invalid login credentials' } });
  render(<SignIn backend={backend} linkError={false} />);
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'faux');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
});

it('shows the server’s French message when there were too many attempts', async () => {
  const { backend } = fakeAuth({
    error: { status: 429, message: 'Trop de tentatives de connexion : réessayez dans 15 minutes.' },
  });
  render(<SignIn backend={backend} linkError={false} />);
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('réessayez dans 15 minutes');
});

it('asks for the password before calling the server', async () => {
  const { backend, auth } = fakeAuth();
  render(<SignIn backend={backend} linkError={false} />);
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Indiquez votre mot de passe');
  expect(auth.signInWithPassword).not.toHaveBeenCalled();
});

it('sends a magic link that brings the browser back to the page asked for, never creating an account', async () => {
  const { backend, auth } = fakeAuth();
  render(<SignIn backend={backend} linkError={false} />);
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien de connexion' }));
  expect(auth.signInWithOtp).toHaveBeenCalledWith({
    email: 'chef@example.com',
    options: {
      shouldCreateUser: false,
      emailRedirectTo: 'http://localhost/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/',
    },
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'un lien de connexion vient de lui être envoyé',
  );
});

it('says when the magic link it came back from is no longer valid', () => {
  const { backend } = fakeAuth();
  render(<SignIn backend={backend} linkError />);
  expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de connexion n’est plus valable');
});
