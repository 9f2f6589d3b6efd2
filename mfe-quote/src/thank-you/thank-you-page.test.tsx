import { type CompanyDetailsRow, setCompanyDetails } from '@parquet-alsace/shared';
import { render, screen } from '@testing-library/react';
import { SUBMITTED_KEY } from '../submission/submitted-flag';
import ThankYouPage from './thank-you-page';

const submitted = (sendCopy: boolean) =>
  window.sessionStorage.setItem(
    SUBMITTED_KEY,
    JSON.stringify({
      status: 'sent',
      at: Date.now(),
      surface: 60,
      propertyType: 'maison',
      hasElevator: null,
      finition: 'huileEnvironnement',
      teinture: false,
      sendCopy,
    }),
  );

afterEach(() => window.sessionStorage.clear());

test('no confirmation e-mail is promised to a visitor who asked for no copy; one reply delay', async () => {
  submitted(false);
  const { container } = render(<ThankYouPage />);
  await screen.findByRole('heading', { level: 1 });
  const text = container.textContent ?? '';
  expect(text).not.toMatch(/confirmation|minutes qui suivent|copie/i);
  expect(text).not.toMatch(/24 à 48|48\s?h/);
  expect(text.match(/sous 24\u00a0h/g)?.length).toBeGreaterThanOrEqual(2);
});

test('the copy is announced when asked for, and the delay follows the company details', async () => {
  // The delay staff keep in the details, read at render.
  setCompanyDetails({
    phone: '03 89 00 11 22',
    whatsapp: '',
    agencies: [],
    reply_delay: '48 h',
  } as unknown as CompanyDetailsRow);
  submitted(true);
  const { container } = render(<ThankYouPage />);
  await screen.findByRole('heading', { level: 1 });
  expect(container.textContent).toMatch(/Copie de votre demande/);
  expect(container.textContent).toMatch(/sous 48\u00a0h/);
  expect(container.textContent).not.toMatch(/24\u00a0h/);
  setCompanyDetails(null);
});
