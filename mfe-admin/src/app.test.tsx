import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminApp } from './app';
import { countNewLeads, fetchLead, fetchLeads } from './leads/api';
import { authAnswer, passwordGrantTokens } from './test-support';

jest.mock('./leads/api');
const mocked = {
  countNewLeads: countNewLeads as jest.MockedFunction<typeof countNewLeads>,
  fetchLeads: fetchLeads as jest.MockedFunction<typeof fetchLeads>,
  fetchLead: fetchLead as jest.MockedFunction<typeof fetchLead>,
};

const ID = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';
const session = { user: { id: 'u1', email: 'chef@example.com' } } as Session;

/** A supabase-js auth stand-in: a stored session (or none) and its change events. */
function fakeBackend(stored: Session | null, staff = true) {
  let listener: (event: string, session: Session | null) => void = () => {};
  const auth = {
    getSession: jest.fn().mockResolvedValue({ data: { session: stored } }),
    onAuthStateChange: jest.fn((callback: typeof listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: jest.fn() } } };
    }),
    setSession: jest.fn(async () => {
      listener('SIGNED_IN', session);
      return { data: {}, error: null };
    }),
    signOut: jest.fn(async () => {
      listener('SIGNED_OUT', null);
      return { error: null };
    }),
  };
  const rpc = jest.fn(async (name: string) =>
    name === 'is_staff_member' ? { data: staff, error: null } : { data: null, error: { message: name } },
  );
  return { backend: { auth, rpc } as unknown as SupabaseClient, auth };
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.countNewLeads.mockResolvedValue(3);
  mocked.fetchLeads.mockResolvedValue({ rows: [], total: 0 });
  mocked.fetchLead.mockResolvedValue({
    lead: { id: ID, full_name: 'Camille Muller' } as never,
    notes: [],
    deliveries: [],
  });
});

it('asks a visitor without a session to sign in, on the page they asked for, and shows it once signed in', async () => {
  window.history.replaceState(null, '', `/admin/leads/${ID}/`);
  mocked.fetchLead.mockRejectedValue(new Error('réseau'));
  const { backend, auth } = fakeBackend(null);
  const tokens = passwordGrantTokens;
  global.fetch = jest.fn().mockResolvedValue(authAnswer(200, tokens));
  render(<AdminApp backend={backend} />);
  await userEvent.type(await screen.findByLabelText('Adresse e-mail'), 'chef@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByRole('link', { name: /Toutes les demandes/ })).toBeInTheDocument();
  expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
  expect(mocked.fetchLead).toHaveBeenCalledWith(backend, ID);
  expect(window.location.pathname).toBe(`/admin/leads/${ID}/`);
});

it('shows the number of new leads on arrival, and signs out', async () => {
  window.history.replaceState(null, '', '/admin/');
  const { backend, auth } = fakeBackend(session);
  render(<AdminApp backend={backend} />);
  expect(await screen.findByTestId('new-leads')).toHaveTextContent('3 nouvelles demandes à traiter.');
  expect(screen.getByRole('link', { name: /Demandes/ })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByText('Connecté : chef@example.com')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
  expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
});

it('moves between its pages in place, and follows the browser’s back button', async () => {
  window.history.replaceState(null, '', '/admin/');
  const { backend } = fakeBackend(session);
  render(<AdminApp backend={backend} />);
  await userEvent.click(await screen.findByRole('link', { name: 'Avis' }));
  expect(window.location.pathname).toBe('/admin/reviews/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Avis des clients' })).toBeInTheDocument();
  act(() => {
    window.history.back();
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeInTheDocument();
});

it('signs out an account that is not a staff member’s, and says why', async () => {
  window.history.replaceState(null, '', '/admin/');
  const { backend, auth } = fakeBackend(session, false);
  render(<AdminApp backend={backend} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte n’a pas accès à l’espace équipe.');
  expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  expect(mocked.countNewLeads).not.toHaveBeenCalled();
});
