import { screen, within } from '@testing-library/react';
import { renderWithBackend } from '../test-support';
import { fetchJournal } from './api';
import { JournalPage } from './journal-page';

jest.mock('./api', () => ({ ...jest.requireActual('./api'), fetchJournal: jest.fn() }));
const fetchJournalMock = fetchJournal as jest.MockedFunction<typeof fetchJournal>;

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
      },
    ],
  });
  renderWithBackend(<JournalPage />);
  const items = await screen.findAllByRole('listitem');
  expect(items[0]).toHaveTextContent('26/11/2026 11:05Effacement des données · Personnechef@example.com');
  expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Demande' })).toHaveAttribute(
    'href',
    `/admin/leads/${LEAD}/`,
  );
  expect(items[2]).toHaveTextContent('Modification · Avis (données effacées)Clé de service');
  expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute(
    'href',
    '/admin/journal/?page=2',
  );
});
