import { screen, within } from '@testing-library/react';
import { renderWithBackend } from '../test-support';
import { fetchJournal, fetchLeadNames } from './api';
import { JournalPage } from './journal-page';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchJournal: jest.fn(),
  fetchLeadNames: jest.fn(),
}));
const fetchJournalMock = fetchJournal as jest.MockedFunction<typeof fetchJournal>;
const fetchLeadNamesMock = fetchLeadNames as jest.MockedFunction<typeof fetchLeadNames>;
beforeEach(() => fetchLeadNamesMock.mockResolvedValue(new Map([[LEAD, 'Nina Martin']])));

const LEAD = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';

it('lists who changed what and when, newest first, linking to the lead and never naming an erased person', async () => {
  window.history.replaceState(null, '', '/admin/journal/');
  fetchJournalMock.mockResolvedValue({
    total: 120,
    entries: [
      {
        id: 3,
        at: '2026-11-26T10:05:00Z',
        actor_email: 'chef@example.com',
        actor_role: 'authenticated',
        table_name: 'person',
        row_id: 'sha256:ab12',
        action: 'erase',
        redacted: false,
        before: null,
        after: { leads: 1 },
      },
      {
        id: 2,
        at: '2026-11-26T10:00:00Z',
        actor_email: 'chef@example.com',
        actor_role: 'authenticated',
        table_name: 'form_submissions',
        row_id: LEAD,
        action: 'update',
        redacted: false,
        before: { id: LEAD, full_name: 'Nina Martin', status: 'nouveau', updated_at: '2026-11-26T09:00:00Z' },
        after: { id: LEAD, full_name: 'Nina Martin', status: 'contacte', updated_at: '2026-11-26T10:00:00Z' },
      },
      {
        id: 5,
        at: '2026-11-26T09:40:00Z',
        actor_email: 'chef@example.com',
        actor_role: 'authenticated',
        table_name: 'lead_notes',
        row_id: 'n1',
        action: 'insert',
        redacted: false,
        before: null,
        after: {
          id: 'n1',
          lead_id: LEAD,
          body: 'Rappeler lundi',
          status: null,
          author_email: 'chef@example.com',
        },
      },
      {
        id: 4,
        at: '2026-11-26T09:30:00Z',
        actor_email: 'chef@example.com',
        actor_role: 'authenticated',
        table_name: 'lead_notes',
        row_id: 'n0',
        action: 'insert',
        redacted: false,
        before: null,
        after: { id: 'n0', lead_id: 'a-lead-erased-since', body: 'Devis envoyé', status: null },
      },
      {
        id: 1,
        at: '2026-11-26T09:00:00Z',
        actor_email: null,
        actor_role: 'service_role',
        table_name: 'reviews',
        row_id: 'r1',
        action: 'update',
        redacted: true,
        before: null,
        after: null,
      },
    ],
  });
  renderWithBackend(<JournalPage />);
  const items = await screen.findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('26/11/2026 11:05Effacement des données · Personnechef@example.com');
  expect(
    within(items[1] as HTMLElement).getByRole('link', { name: 'Demande de Nina Martin' }),
  ).toHaveAttribute('href', `/admin/leads/${LEAD}/`);
  expect(within(items[1] as HTMLElement).getByRole('list', { name: 'Changements' })).toHaveTextContent(
    'Statut : Nouveau → devient Contacté',
  );
  const note = items.find((item) => item.textContent?.includes('Rappeler lundi')) as HTMLElement;
  expect(await within(note).findByRole('link', { name: 'Demande de Nina Martin' })).toBeInTheDocument();
  expect(note).toHaveTextContent('Ajout · Note · Demande de Nina Martin');
  expect(within(note).getByRole('link', { name: 'Demande de Nina Martin' })).toBeInTheDocument();
  const gone = items.find((item) => item.textContent?.includes('Devis envoyé')) as HTMLElement;
  expect(gone).toHaveTextContent('Ajout · Note · Demande effacée');
  expect(within(gone).queryByRole('link')).toBeNull();
  expect(items.at(-1)).toHaveTextContent('Modification · Avis (données effacées)Clé de service');
  expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
    'href',
    '/admin/journal/?page=2',
  );
});
