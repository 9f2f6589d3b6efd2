import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { fetchPerformanceSummary, fetchSlowestInteractions, type PageTypeSummary } from './api';
import { PerformancePage } from './performance-page';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchPerformanceSummary: jest.fn(),
  fetchSlowestInteractions: jest.fn(),
}));
const summaryMock = fetchPerformanceSummary as jest.MockedFunction<typeof fetchPerformanceSummary>;
const slowestMock = fetchSlowestInteractions as jest.MockedFunction<typeof fetchSlowestInteractions>;

const home: PageTypeSummary = {
  pageType: 'home',
  views: 1200,
  p75: { lcp: 4200, inp: 180, cls: 0.05 },
  ratings: {
    lcp: { good: 600, needsImprovement: 300, poor: 300 },
    inp: { good: 90, needsImprovement: 10, poor: 0 },
    cls: { good: 1200, needsImprovement: 0, poor: 0 },
  },
};

beforeEach(() => {
  summaryMock.mockReset();
  slowestMock.mockReset();
});

it('shows the p75 per page type with its views, the shares, the line over a threshold and the slowest interactions', async () => {
  summaryMock.mockResolvedValue([home]);
  slowestMock.mockResolvedValue([
    {
      id: 7,
      recorded_at: '2026-12-01T09:00:00Z',
      page_type: 'home',
      device: 'mobile',
      inp_ms: 640,
      inp_target: 'main>button.quote<img src=x onerror=alert(1)>',
      inp_input_delay_ms: 40,
      inp_processing_ms: 520,
      inp_presentation_ms: 80,
    },
  ]);
  renderWithBackend(<PerformancePage />);
  const table = await screen.findByRole('table', { name: 'Par type de page' });
  const accueil = within(table).getByRole('row', { name: /Accueil/ });
  expect(accueil.textContent).toContain('1\u202f200');
  expect(accueil.textContent).toContain('4,20\u00a0s');
  expect(accueil.textContent).toContain('mauvais');
  expect(accueil.textContent).toContain('180\u00a0ms');
  // (Testing Library reads no-break spaces as spaces: the exact characters are model.test.ts's.)
  expect(screen.getByText(/LCP au p75 de 4,20 s, au-delà de 4 s/)).toBeInTheDocument();
  expect(screen.getByText(/bon 50 %, à améliorer 25 %, mauvais 25 %/)).toBeInTheDocument();
  // A target is a browser's text, shown as text.
  await screen.findByText('Interactions les plus lentes');
  const slow = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('640\u00a0ms'));
  if (!slow) throw new Error('the slowest interaction is not listed');
  expect(within(slow).getByText('main>button.quote<img src=x onerror=alert(1)>')).toBeInTheDocument();
  expect(slow.querySelector('img')).toBeNull();
  expect(slow.textContent).toContain('Téléphone');
});

it('says so when nothing was measured', async () => {
  summaryMock.mockResolvedValue([]);
  slowestMock.mockResolvedValue([]);
  renderWithBackend(<PerformancePage />);
  expect(await screen.findByText(/Aucune mesure sur les 28 derniers jours/)).toBeInTheDocument();
});

it('shows loading, then a failure with a retry that loads again', async () => {
  summaryMock.mockRejectedValueOnce(new Error('réseau')).mockResolvedValue([home]);
  slowestMock.mockResolvedValue([]);
  renderWithBackend(<PerformancePage />);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement');
  const failed = await screen.findByRole('alert');
  await userEvent.click(within(failed).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('table', { name: 'Par type de page' })).toBeInTheDocument();
});
