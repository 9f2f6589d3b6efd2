import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadRow, renderWithBackend } from '../test-support';
import { fetchLeads } from './api';
import { Inbox } from './inbox';
import type { LeadRow } from './model';

jest.mock('./api');
const fetchLeadsMock = fetchLeads as jest.MockedFunction<typeof fetchLeads>;

const row = (over: Partial<LeadRow>): LeadRow =>
  leadRow({ finition: 'poncageVitrification', estimated_price: 1470, ...over });

beforeEach(() => {
  fetchLeadsMock.mockReset();
  window.history.replaceState(null, '', '/admin/');
});

it('lists the leads it is given, each linking to its page, and says how many are new', async () => {
  fetchLeadsMock.mockResolvedValue({
    rows: [
      row({}),
      row({ id: '0b9f1c1e-2a44-4d1e-8f7a-3c2b1a0d9e8f', full_name: 'Luc Meyer', status: 'contacte' }),
    ],
    total: 2,
  });
  renderWithBackend(<Inbox newLeads={1} />);
  expect(screen.getByTestId('new-leads')).toHaveTextContent('1 nouvelle demande à traiter.');
  const link = await screen.findByRole('link', { name: 'Camille Muller' });
  expect(link).toHaveAttribute('href', '/admin/leads/6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11/');
  const rows = screen.getAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[2] as HTMLElement).getByText('Contacté')).toBeInTheDocument();
  expect(screen.getByText('2 demandes')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByText('26/11/2026 09:30')).toBeInTheDocument();
});

it('shows a visitor’s markup as text, never as elements', async () => {
  fetchLeadsMock.mockResolvedValue({
    rows: [row({ full_name: '<img src=x onerror=alert(1)>', city: '<script>alert(2)</script>' })],
    total: 1,
  });
  const { container } = renderWithBackend(<Inbox newLeads={0} />);
  expect(await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('script')).toBeNull();
});

it('reads its filters from the address, says how many are active, and applies new ones through it', async () => {
  window.history.replaceState(null, '', '/admin/?statut=contacte&q=muller');
  fetchLeadsMock.mockResolvedValue({ rows: [row({})], total: 1 });
  renderWithBackend(<Inbox newLeads={0} />);
  await screen.findByRole('link', { name: 'Camille Muller' });
  expect(fetchLeadsMock).toHaveBeenLastCalledWith(
    expect.anything(),
    expect.objectContaining({ status: 'contacte', q: 'muller', page: 1 }),
  );
  const toggle = screen.getByRole('button', { name: 'Filtres (2 actifs)' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  await userEvent.selectOptions(screen.getByLabelText('Statut'), 'Gagné');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
  expect(window.location.search).toBe('?q=muller&statut=gagne');
  await waitFor(() =>
    expect(fetchLeadsMock).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ status: 'gagne', page: 1 }),
    ),
  );
});

it('shows 50 leads, then 50 more on « Afficher 50 de plus », focus on the first one added', async () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      row({ id: `6f0c2a4e-1d3b-4c55-9a1e-${String(i).padStart(12, '0')}`, full_name: `Personne ${i + 1}` }),
    );
  fetchLeadsMock.mockImplementation(async (_backend, filters) => ({
    rows: rows(Math.min(120, filters.page * 50)),
    total: 120,
  }));
  renderWithBackend(<Inbox newLeads={0} />);
  await screen.findByRole('link', { name: 'Personne 50' });
  expect(screen.getByText('50 demandes affichées sur 120')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher 50 de plus' }));
  expect(window.location.search).toBe('?page=2');
  await waitFor(() => expect(screen.getByRole('link', { name: 'Personne 51' })).toHaveFocus());
  expect(screen.getByText('100 demandes affichées sur 120')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Afficher 20 de plus' }));
  await screen.findByRole('link', { name: 'Personne 120' });
  expect(screen.queryByRole('button', { name: /^Afficher/ })).toBeNull();
});

it('says so when nothing matches, and offers a retry when the list could not be loaded', async () => {
  fetchLeadsMock.mockResolvedValueOnce({ rows: [], total: 0 });
  const { unmount } = renderWithBackend(<Inbox newLeads={0} />);
  expect(await screen.findByText('Aucune demande ne correspond à ces filtres.')).toBeInTheDocument();
  unmount();

  fetchLeadsMock.mockRejectedValueOnce(new Error('réseau'));
  renderWithBackend(<Inbox newLeads={0} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Le chargement a échoué');
  fetchLeadsMock.mockResolvedValueOnce({ rows: [row({})], total: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Camille Muller' })).toBeInTheDocument();
});

it('confirms an erasure it was sent back from', async () => {
  window.history.replaceState(null, '', '/admin/?efface=1');
  fetchLeadsMock.mockResolvedValue({ rows: [], total: 0 });
  renderWithBackend(<Inbox newLeads={0} />);
  expect(screen.getByText('Les données de la personne ont été effacées.')).toHaveAttribute('role', 'status');
});
