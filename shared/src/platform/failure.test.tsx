import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyDetailsRow, setCompanyDetails } from '../facts/company-details';
import { colmarHeadOffice } from '../facts/company-details.fixture';
import { LoadFailed } from './failure';

afterEach(() => setCompanyDetails(null));

it('says in French that the part could not be shown, retries in place and offers the company’s number', async () => {
  const retry = jest.fn();
  render(<LoadFailed onRetry={retry} />);
  const alert = screen.getByRole('alert');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('momentanément indisponible');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(alert.querySelector('a[href^="tel:"]')).toHaveAttribute('data-phone-source', 'app_fallback');
});

it('standing for a page the server could not render, it is the h1 and its retry is a link to the address', () => {
  render(<LoadFailed page retryHref="/blog/?page=2" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('momentanément indisponible');
  expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/blog/?page=2');
  expect(screen.queryByRole('button')).toBeNull();
});

it('offers no call while the company details have no phone number', () => {
  setCompanyDetails({ ...colmarHeadOffice, phone: '', agencies: [] } as unknown as CompanyDetailsRow);
  render(<LoadFailed onRetry={() => {}} />);
  expect(screen.queryByRole('link', { name: /Appeler/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
