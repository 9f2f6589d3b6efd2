import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CompanyDetailsRow, initAnalytics, setCompanyDetails } from '@parquet-alsace/shared';
import { unfilledLegalLines } from '@parquet-alsace/shared/company-fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTracking } from '../../loader/tracking';
import { AboutPage } from './about-page';

beforeAll(() => initAnalytics({ gtmId: '' }));

const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

it('introduces the team of four and the four agencies', () => {
  render(<AboutPage />);
  for (const name of ['Marc Hoffmann', 'Julien Weber', 'Thomas Klein', 'Kevin Muller']) {
    expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  }
  const agencies = screen
    .getByRole('heading', { name: /^Nos 4\sagences$/ })
    .closest('section') as HTMLElement;
  expect(
    within(agencies)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Colmar', 'Strasbourg', 'Belfort', 'Sarrebourg']);
});

it('gives each agency its address and a phone number to call it', () => {
  render(<AboutPage />);
  const agencies = screen
    .getByRole('heading', { name: /^Nos 4\sagences$/ })
    .closest('section') as HTMLElement;
  const cards = within(agencies).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  const numbers = new Set<string>();
  for (const card of cards) {
    const city = within(card).getByRole('heading', { level: 3 }).textContent as string;
    expect(card.querySelector('address')?.textContent).toMatch(/\d{5}/);
    const call = within(card).getByRole('link', { name: new RegExp(`Appeler l’agence de ${city} au 03`) });
    expect(call.getAttribute('href')).toMatch(/^tel:\+333\d{8}$/);
    expect(call).toHaveAttribute('data-phone-source', 'about_agency');
    numbers.add(call.getAttribute('href') as string);
  }
  expect(numbers.size).toBe(4);
  expect(within(agencies).getByText(/90000\sBelfort/)).toBeInTheDocument();
});

const entered: CompanyDetailsRow = {
  ...unfilledLegalLines,
  phone: '03 89 00 11 22',
  whatsapp: '',
  email: 'contact@parquet-alsace.fr',
  head_office_street: '12 rue des Artisans',
  head_office_postal_code: '68420',
  head_office_city: 'Herrlisheim-près-Colmar',
  agencies: [],
  opening_days: 'Du lundi au vendredi',
  opens: '08:00',
  closes: '18:00',
  siret: '123 456 789 00012',
  rcs: 'RCS Colmar 123 456 789',
  vat_number: 'FR12123456789',
  insurer_name: 'Assurances du Rhin',
  insurer_policy: 'DEC-4521',
  insurer_area: 'France métropolitaine',
  publication_director: 'Marc Hoffmann',
  host_name: 'Hébergeur Est SAS',
  host_address: '4 rue du Serveur, 67000 Strasbourg',
  host_phone: '03 88 00 00 00',
  mediator_name: 'CM2C',
  mediator_address: '14 rue Saint-Jean, 75017 Paris',
  mediator_website: 'https://www.cm2c.net',
  reply_delay: '24 h',
  legal_name: '',
  legal_form: '',
};

describe('legal notices at #mentions-legales', () => {
  afterEach(() => setCompanyDetails(null));
  const notices = () => {
    const { container } = render(<AboutPage />);
    const legal = container.querySelector('#mentions-legales') as HTMLElement;
    expect(legal).not.toBeNull();
    return legal;
  };
  const headings = (legal: HTMLElement) =>
    within(legal)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);

  it('show every detail staff entered: identifiers, insurer, host and mediator', () => {
    setCompanyDetails(entered);
    const legal = notices();
    expect(headings(legal)).toEqual(
      expect.arrayContaining([
        'Éditeur du site',
        'Hébergement',
        'Assurance décennale',
        'Médiation de la consommation',
      ]),
    );
    for (const text of [
      /SIRET : 123 456 789 00012/,
      /RCS Colmar 123 456 789/,
      /FR12123456789/,
      /Téléphone : 03 89 00 11 22/,
      /Hébergeur Est SAS, 4 rue du Serveur, 67000 Strasbourg, téléphone : 03 88 00 00 00/,
      /Assurances du Rhin, contrat n° DEC-4521, couverture : France métropolitaine/,
      /CM2C, 14 rue Saint-Jean, 75017 Paris, https:\/\/www.cm2c.net/,
    ]) {
      expect(legal.textContent?.replace(/\s/g, ' ')).toMatch(text);
    }
  });

  it('name the publisher by the legal name and form staff entered', () => {
    setCompanyDetails({
      ...entered,
      legal_name: 'Parquet Alsace Rénovation SARL',
      legal_form: 'SARL au capital de 8\u00a0000\u00a0€',
    });
    const publisher = notices().textContent?.replace(/\s/g, ' ') ?? '';
    expect(publisher).toMatch(/Parquet Alsace Rénovation SARL, SARL au capital de 8 000 €, /);
    expect(publisher).not.toMatch(/société par actions simplifiée/);
  });

  it('leave out what is not entered, never a placeholder', () => {
    setCompanyDetails({
      ...entered,
      siret: '000 000 000 00000',
      host_name: '[Hébergeur : à compléter]',
      mediator_name: '',
      insurer_name: '',
    });
    const legal = notices();
    expect(headings(legal)).not.toContain('Hébergement');
    expect(headings(legal)).not.toContain('Médiation de la consommation');
    expect(headings(legal)).not.toContain('Assurance décennale');
    expect(legal.textContent?.replace(/\s/g, ' ')).not.toMatch(/SIRET|000 000|compléter|fictif|CM2C/);
    expect(
      within(legal).getByText(
        /Parquet Alsace Rénovation SAS, société par actions simplifiée, 12 rue des Artisans/,
      ),
    ).toBeInTheDocument();
  });
});

it('tracks the brochure download (through the page loader, no React); its phone links name their analytics source', async () => {
  render(<AboutPage />);
  const page = new AbortController();
  startTracking('', { signal: page.signal });
  const brochure = screen.getByRole('link', { name: /Télécharger la plaquette/ });
  expect(brochure).toHaveAttribute('href', '/media/documents/plaquette-parquet-alsace-renovation.pdf');
  brochure.addEventListener('click', (e) => e.preventDefault());
  await userEvent.click(brochure);
  expect(dataLayer()).toContainEqual(
    expect.objectContaining({ event: 'document_download', document_name: 'Plaquette entreprise' }),
  );
  page.abort();
  // The page's inline loader sends phone_click with the link's source (shell/src/loader/tracking.ts).
  const sources = screen
    .getAllByRole('link', { name: /03 53 01 24 68/ })
    .map((link) => link.getAttribute('data-phone-source'));
  expect(sources).toEqual(expect.arrayContaining(['about_page', 'about_cta']));
});

it('shows the four portraits from the 200/400 px files of /media/team/, 160 px, after the largest paint', () => {
  const { container } = render(<AboutPage />);
  const urls = [...container.querySelectorAll('picture source, picture img')].flatMap((el) =>
    [
      el.getAttribute('data-defer-src'),
      ...(el.getAttribute('data-defer-srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0]),
    ].filter(Boolean),
  ) as string[];
  expect(new Set(urls.map((u) => u.replace(/-\d+\.\w+$/, '')))).toEqual(
    new Set(['marc-hoffmann', 'julien-weber', 'thomas-klein', 'kevin-muller'].map((n) => `/media/team/${n}`)),
  );
  expect(urls.filter((u) => !existsSync(join(__dirname, '../../../../content', u)))).toEqual([]);
  const portrait = screen.getByRole('img', { name: 'Portrait de Marc Hoffmann' });
  // The page's loader turns these into src/srcset once the largest paint is done.
  expect(portrait).not.toHaveAttribute('src');
  expect(portrait).toHaveAttribute(
    'data-defer-srcset',
    '/media/team/marc-hoffmann-200.jpg 200w, /media/team/marc-hoffmann-400.jpg 400w',
  );
  expect(portrait).toHaveAttribute('sizes', '160px');
  expect(portrait).toHaveAttribute('width', '160');
  expect(portrait).toHaveAttribute('loading', 'lazy');
});

describe('texts built from the company details', () => {
  afterEach(() => setCompanyDetails(null));
  const mulhouse = {
    label: 'Agence sud',
    city: 'Mulhouse',
    street: '',
    postalCode: '68100',
    locality: 'Mulhouse',
    phone: '',
  };

  it('follow the details of the render: intro, agencies, contact, hours', () => {
    setCompanyDetails({
      ...entered,
      opening_days: 'Du mardi au samedi',
      opens: '09:00',
      closes: '17:30',
      agencies: [
        { ...mulhouse, city: 'Colmar', locality: 'Colmar', street: '2 rue Neuve', phone: '03 89 00 11 23' },
        mulhouse,
      ],
    });
    const { container } = render(<AboutPage />);
    const text = () => container.textContent?.replace(/\s/g, ' ');
    expect(text()).toMatch(/depuis nos agences de Colmar et Mulhouse\./);
    const agencies = screen
      .getByRole('heading', { name: /^Nos 2\sagences$/ })
      .closest('section') as HTMLElement;
    const cards = within(agencies).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('address')?.textContent?.replace(/\s/g, ' '))).toEqual([
      '2 rue Neuve68100 ColmarAppeler l’agence de Colmar au 03 89 00 11 22',
      '68100 Mulhouse',
    ]);
    // An agency without a phone offers no call.
    expect(within(cards[1] as HTMLElement).queryByRole('link')).toBeNull();
    const contact = screen.getByRole('heading', { name: 'Nous contacter' }).closest('section') as HTMLElement;
    const lines = within(contact)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Téléphone : 03 89 00 11 22',
      'E-mail : contact@parquet-alsace.fr',
      'Siège : 12 rue des Artisans, 68420 Herrlisheim-près-Colmar',
      'Horaires : du mardi au samedi, de 9 h à 17 h 30',
    ]);
  });

  it('leave out the hours, the phone and the agencies when none are entered', () => {
    setCompanyDetails({ ...entered, phone: '', opens: '', agencies: [] });
    render(<AboutPage />);
    const contact = screen.getByRole('heading', { name: 'Nous contacter' }).closest('section') as HTMLElement;
    expect(contact.textContent).not.toMatch(/Horaires|Téléphone/);
    expect(screen.getByRole('heading', { name: 'Notre agence' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/depuis nos agences/);
  });
});
