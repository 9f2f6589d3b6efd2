import { companyFromRow, senderAddress, signature } from '../_shared/company.ts';
import { retryDelaySeconds } from './backoff.ts';
import { testCompany as company } from './company.fixture.ts';
import {
  formatEstimate,
  type QuoteNotification,
  queuedMail,
  quoteCopyMail,
  quoteNotificationMail,
  reviewRejectionMail,
} from './messages.ts';

const quote: QuoteNotification = {
  id: 'f1d7a1c2-0000-4000-8000-000000000001',
  full_name: 'Luc Schmitt',
  email: 'luc@example.com',
  phone: '06 12 34 56 78',
  postal_code: '67000',
  surface: 30,
  property_type: 'appartement',
  has_elevator: false,
  finition: 'vernisIntensif',
  teinture: true,
  message: null,
  address: '67000 Strasbourg',
  created_at: '2026-11-22T08:30:00+00:00',
  estimated_price: 1760,
};

describe('company details in the e-mails', () => {
  test('a visitor’s copy is signed with the phone, head office and SIRET of the details', () => {
    const text = quoteCopyMail(quote, company.email, company).text;
    expect(text.split('\n').slice(-2)).toEqual([
      'Parquet Alsace Rénovation – 03 89 00 11 22',
      '12 rue des Artisans, 68420 Herrlisheim-près-Colmar · SIRET 123 456 789 00012',
    ]);
    expect(text).not.toContain('03 53 01 24 68');
    // The one reply delay, as staff keep it in the details.
    expect(text).toContain('vous recontactons sous 48 h.');
    expect(text).not.toContain('24 h');
  });

  test('what is not entered, or a placeholder, is left out of the signature', () => {
    const row = {
      phone: '',
      email: 'bureau@parquet-alsace.fr',
      head_office_street: '',
      head_office_postal_code: '68000',
      head_office_city: 'Colmar',
      siret: '000 000 000 00000',
    };
    expect(signature(companyFromRow(row))).toEqual(['Parquet Alsace Rénovation', '68000 Colmar']);
    expect(signature(companyFromRow({ ...row, head_office_postal_code: '', head_office_city: '' }))).toEqual([
      'Parquet Alsace Rénovation',
    ]);
  });

  test('the sender is the configured one, else the brand at the details’ mailbox, else none', () => {
    expect(senderAddress({ SMTP_FROM: 'Équipe <equipe@exemple.fr>' }, company)).toBe(
      'Équipe <equipe@exemple.fr>',
    );
    expect(senderAddress({}, { ...company, email: 'bureau@parquet-alsace.fr' })).toBe(
      'Parquet Alsace Rénovation <bureau@parquet-alsace.fr>',
    );
    expect(senderAddress({}, { ...company, email: '' })).toBe('');
    expect(senderAddress({}, null)).toBe('');
  });

  test('the seed’s `.example` mailbox is a placeholder: never the sender nor the reply-to of an e-mail', () => {
    const seed = companyFromRow({
      phone: '03 53 01 24 68',
      email: 'contact@parquet-alsace.example',
      head_office_street: '12 rue des Artisans',
      head_office_postal_code: '68420',
      head_office_city: 'Herrlisheim-près-Colmar',
      siret: '',
    });
    expect(seed.email).toBe('');
    expect(senderAddress({}, seed)).toBe('');
    expect(quoteCopyMail(quote, seed.email || undefined, seed).replyTo).toBeUndefined();
    // The business's own notifications still reach the mailbox as stored.
    expect(seed.mailbox).toBe('contact@parquet-alsace.example');
  });
});

describe('quote notification e-mail', () => {
  test('goes to the business, answers the visitor, and lists the request in French', () => {
    const mail = quoteNotificationMail(quote, 'contact@parquet-alsace.example');
    expect(mail).toMatchObject({
      to: 'contact@parquet-alsace.example',
      replyTo: 'luc@example.com',
      subject: 'Nouvelle demande de devis – Luc Schmitt (30 m², 67000)',
    });
    expect(mail.text).toContain('reçue le dimanche 22 novembre 2026 à 09:30');
    for (const line of [
      'Surface : 30 m²',
      'Type de bien : Appartement',
      'Ascenseur : Non',
      'Finition : Ponçage + vernis intensif',
      'Teinture : Oui',
      'Message : (aucun)',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  test('links to the lead’s page in the back office at the configured public origin', () => {
    const mail = quoteNotificationMail(
      quote,
      'contact@parquet-alsace.example',
      'https://devis.parquet-alsace.example/',
    );
    expect(mail.text).toContain(
      'Ouvrir la demande : https://devis.parquet-alsace.example/admin/leads/f1d7a1c2-0000-4000-8000-000000000001/',
    );
    // Without a configured origin (or with something that is not a web origin) there is no link.
    for (const origin of [undefined, '', 'javascript:alert(1)', 'pas une url']) {
      expect(quoteNotificationMail(quote, 'contact@parquet-alsace.example', origin).text).not.toContain(
        '/admin/',
      );
    }
  });

  test('a house has no lift line', () => {
    expect(quoteNotificationMail({ ...quote, property_type: 'maison' }, 'x@example.com').text).not.toContain(
      'Ascenseur',
    );
  });

  test('the copy goes to the visitor', () => {
    expect(quoteCopyMail(quote, 'contact@parquet-alsace.example', company)).toMatchObject({
      to: 'luc@example.com',
      replyTo: 'contact@parquet-alsace.example',
    });
  });

  test.each([
    [1760, 2112, 20, '2 112 € TTC (1 760 € HT, TVA 20 %, indicatif)'],
    [1050, 1155, 10, '1 155 € TTC (1 050 € HT, TVA 10 %, indicatif)'],
    [5565, 6121.5, 10, '6 121,50 € TTC (5 565 € HT, TVA 10 %, indicatif)'],
    // A request stored before the rate was kept: its HT, as it was shown then.
    [1760, null, null, '1 760 € HT (indicatif)'],
    [null, null, 10, 'Sur devis'],
  ])('estimate %p HT, %p TTC at %p % → %s', (price, ttc, rate, text) => {
    expect(formatEstimate(price, ttc, rate).replace(/\s/g, ' ')).toBe(text);
  });

  test('the e-mails give the estimate TTC with its rate, and the answer about the home', () => {
    const withVat = { ...quote, home_older_than_two_years: true, vat_rate: 10, estimated_price_ttc: 1936 };
    for (const mail of [
      quoteCopyMail(withVat, 'contact@parquet-alsace.example', company),
      quoteNotificationMail(withVat, 'contact@parquet-alsace.example'),
    ]) {
      const text = mail.text.replace(/\s/g, ' ');
      expect(text).toContain('Estimation : 1 936 € TTC (1 760 € HT, TVA 10 %, indicatif)');
      expect(text).toContain('Logement de plus de deux ans : Oui');
    }
  });
});

test('a refused review’s author gets the reason and the date, never the review’s own text', () => {
  const mail = reviewRejectionMail(
    {
      reviewId: '50000000-0000-4000-8000-000000000003',
      email: 'zoe@example.com',
      createdAt: '2026-06-01T10:00:00Z',
      reason: 'L’avis ne concerne pas nos travaux.',
      ...{ name: 'Achetez sur spam.example', title: 'Promo' },
    },
    'contact@parquet-alsace.example',
    company,
  );
  expect(mail).toMatchObject({ to: 'zoe@example.com', replyTo: 'contact@parquet-alsace.example' });
  expect(mail.text).toContain('le 1 juin 2026');
  expect(mail.text).toContain('L’avis ne concerne pas nos travaux.');
  expect(`${mail.subject}${mail.text}`).not.toMatch(/spam|Promo/);
});

test('a queued article message keeps its recipient and reply-to', () => {
  expect(
    queuedMail({ recipient: 'contact@parquet-alsace.example', reply_to: null, subject: 'S', body: 'B' }),
  ).toEqual({
    to: 'contact@parquet-alsace.example',
    subject: 'S',
    text: 'B',
  });
});

describe('retryDelaySeconds', () => {
  test.each([
    [1, 30],
    [2, 60],
    [3, 120],
    [8, 3600],
  ])('after attempt %i → %i s', (attempt, delay) => {
    expect(retryDelaySeconds(attempt, 30, 3600)).toBe(delay);
  });
});

describe('visitor text in the business’s notification', () => {
  test('a name cannot add lines of its own or reorder the text after it', () => {
    const mail = quoteNotificationMail(
      {
        ...quote,
        full_name: 'Luc\nE-mail : faux@evil.example\r\nTéléphone : 0800\u2028X \u202eevil',
        message: 'Bonjour\nE-mail : autre@evil.example',
      },
      'contact@parquet-alsace.example',
    );
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line.startsWith('E-mail :'))).toEqual(['E-mail : luc@example.com']);
    expect(lines.filter((line) => line.startsWith('Téléphone :'))).toEqual(['Téléphone : 06 12 34 56 78']);
    expect(mail.text).not.toMatch(/[\u2028\u202e]/);
    expect(mail.subject).not.toMatch(/[\n\r]/);
    // The message keeps its lines, each quoted as the visitor's.
    expect(lines).toEqual(expect.arrayContaining(['> Bonjour', '> E-mail : autre@evil.example']));
  });

  test('a queued message’s subject stays on one line', () => {
    const mail = queuedMail({
      recipient: 'contact@parquet-alsace.example',
      reply_to: null,
      subject: 'Objet\r\nBcc: x@evil.example',
      body: 'texte',
    });
    expect(mail.subject).toBe('Objet  Bcc: x@evil.example');
  });
});
