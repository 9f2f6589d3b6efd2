import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { SignIn } from './auth/sign-in';
import { fetchDevisMissing, fetchLeadDevis } from './devis/api';
import { fetchDocuments } from './documents/api';
import { DocumentsPage } from './documents/documents-page';
import { fetchPhotos } from './gallery/api';
import { GalleryPage } from './gallery/gallery-page';
import { fetchJournal } from './journal/api';
import { JournalPage } from './journal/journal-page';
import { fetchLead, fetchLeads } from './leads/api';
import { Inbox } from './leads/inbox';
import { LeadPage } from './leads/lead-page';
import { fetchReviews } from './reviews/api';
import { ReviewsPage } from './reviews/moderation';
import { leadRow, renderWithBackend } from './test-support';

// Structure, names and roles of each screen, checked by axe in the DOM (contrast is checked
// in Chromium by the e2e journeys, in both themes).
jest.mock('./leads/api');
jest.mock('./reviews/api');
jest.mock('./journal/api');
jest.mock('./gallery/api');
jest.mock('./documents/api');
jest.mock('./devis/api');

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const ID = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';
const row = leadRow({ id: ID });

beforeEach(() => window.history.replaceState(null, '', '/admin/'));

it('the sign-in form', async () => {
  const { container } = render(<SignIn backend={{} as SupabaseClient} linkError />);
  expect(await violations(container)).toEqual([]);
});

it('the inbox', async () => {
  (fetchLeads as jest.Mock).mockResolvedValue({ rows: [row], total: 60 });
  const { container } = renderWithBackend(<Inbox newLeads={2} />);
  await screen.findByRole('link', { name: 'Camille Muller' });
  expect(await violations(container)).toEqual([]);
});

it('a lead’s page', async () => {
  (fetchLead as jest.Mock).mockResolvedValue({
    lead: {
      ...row,
      message: 'Salon',
      property_type: 'maison',
      has_elevator: null,
      teinture: true,
      source: 'wizard',
    },
    notes: [
      {
        id: 'n',
        lead_id: ID,
        body: 'Appelée',
        status: 'contacte',
        author_email: 'a@b.fr',
        created_at: row.created_at,
      },
    ],
    deliveries: [
      {
        id: 1,
        kind: 'quote_email',
        status: 'failed',
        attempts: 3,
        last_error: 'SMTP',
        next_attempt_at: null,
        done_at: null,
        created_at: row.created_at,
      },
    ],
  });
  // Its devis being prepared: the editor, its totals and what blocks sending.
  (fetchLeadDevis as jest.Mock).mockResolvedValue({
    devis: {
      id: 'd1',
      lead_id: ID,
      number: null,
      version: 1,
      status: 'brouillon',
      content: {
        customerName: 'Camille Muller',
        customerEmail: 'camille@example.fr',
        customerPhone: '+33612345678',
        worksAddress: '67000 Strasbourg',
        worksNature: 'Ponçage',
        homeOlderThanTwoYears: true,
        lines: [{ description: 'Ponçage', quantity: 35, unit: 'm²', unitPriceHt: 44, vatRate: 10 }],
        travelHt: 0,
        travelVatRate: 10,
        start: '',
        duration: '',
        validUntil: '2027-01-06',
        paymentTerms: 'À réception',
        depositPercent: 30,
        free: false,
        devisPriceTtc: 0,
      },
      created_at: row.created_at,
      updated_at: row.created_at,
      sent_at: null,
      decided_at: null,
      refusal_reason: null,
    },
    versions: [],
    acceptance: null,
  });
  (fetchDevisMissing as jest.Mock).mockResolvedValue(['company.siret', 'devis.start']);
  const { container } = renderWithBackend(<LeadPage id={ID} />);
  await screen.findByRole('heading', { level: 1, name: 'Camille Muller' });
  await screen.findByRole('link', { name: 'Entreprise\u00a0: SIRET' });
  expect(await violations(container)).toEqual([]);
});

it('the reviews to moderate', async () => {
  (fetchReviews as jest.Mock).mockResolvedValue([
    {
      id: 'r',
      name: 'Sophie',
      title: 'Super',
      content: 'Bien',
      rating: 5,
      status: 'pending',
      rejection_reason: null,
      created_at: row.created_at,
      response: null,
    },
  ]);
  const { container } = renderWithBackend(<ReviewsPage />);
  await screen.findByRole('heading', { name: 'Super' });
  expect(await violations(container)).toEqual([]);
});

it('the journal', async () => {
  (fetchJournal as jest.Mock).mockResolvedValue({
    total: 1,
    entries: [
      {
        id: 1,
        at: row.created_at,
        actor_email: 'a@b.fr',
        actor_role: 'authenticated',
        table_name: 'form_submissions',
        row_id: ID,
        action: 'update',
        redacted: false,
      },
    ],
  });
  const { container } = renderWithBackend(<JournalPage />);
  await screen.findByRole('link', { name: 'Demande' });
  expect(await violations(container)).toEqual([]);
});

it('the gallery, with a hidden photo and photos chosen to publish', async () => {
  (fetchPhotos as jest.Mock).mockResolvedValue([
    {
      id: 'a',
      url: '/media/gallery/a-960.jpg',
      order: 1,
      category: 'Ponçage',
      location: 'Colmar',
      description: 'Chêne poncé.',
      alt: null,
      width: 1440,
      height: 1080,
      published: false,
    },
  ]);
  global.URL.createObjectURL = jest.fn(() => 'blob:apercu');
  const { container } = renderWithBackend(<GalleryPage />);
  await screen.findByText('Masquée');
  expect(await violations(container)).toEqual([]);
});

it('the documents, with their download counters', async () => {
  (fetchDocuments as jest.Mock).mockResolvedValue([
    {
      id: 'd',
      title: 'Guide d’entretien',
      description: 'Huile et savon.',
      category: 'Entretien du parquet',
      file_url: '/media/documents/guide-entretien-parquet.pdf',
      file_size: 120000,
      download_count: 12,
      updated_at: row.created_at,
    },
  ]);
  const { container } = renderWithBackend(<DocumentsPage />);
  await screen.findByText('Guide d’entretien');
  expect(await violations(container)).toEqual([]);
});
