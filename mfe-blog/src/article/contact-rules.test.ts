import { type CompanyDetailsRow, setCompanyDetails } from '@parquet-alsace/shared';
import { emailCases } from '@parquet-alsace/shared/rule-cases';

// The details as the database's seed holds them: the mailbox is a placeholder (never shown), yet
// the one a message is stored for, and whose domain a visitor may not use as their own.
beforeAll(() =>
  setCompanyDetails({
    phone: '03 53 01 24 68',
    whatsapp: '',
    email: 'contact@parquet-alsace.example',
    agencies: [],
  } as unknown as CompanyDetailsRow),
);
afterAll(() => setCompanyDetails(null));

import { contactEmail, validateContact } from './contact-rules';

describe('validateContact', () => {
  const ok = { name: 'Anne', email: 'anne@example.fr', message: 'Bonjour, un devis svp.' };
  it.each([
    [{ name: '' }, 'name', 'Le nom est requis'],
    [{ name: '   ' }, 'name', 'Le nom est requis'],
    [{ name: ' A ' }, 'name', 'Le nom doit contenir au moins 2 caractères'],
    [{ email: '' }, 'email', 'L’e-mail est requis'],
    [{ email: 'anne@example' }, 'email', 'Format d’e-mail invalide'],
    [{ email: 'an ne@example.fr' }, 'email', 'Format d’e-mail invalide'],
    [{ message: '' }, 'message', 'Le message est requis'],
    [{ message: '  court    ' }, 'message', 'Le message doit contenir au moins 10 caractères'],
  ])('%o → %s: %s', (patch, fieldName, message) => {
    expect(validateContact({ ...ok, ...patch })).toEqual({ [fieldName]: message });
  });
  it('accepts a complete message', () => {
    expect(validateContact(ok)).toEqual({});
  });
});

describe('contactEmail', () => {
  it('sends the business what the visitor typed and the article, never a subject or body', () => {
    const row = contactEmail(
      { name: ' Anne ', email: 'anne@example.fr', message: 'Bonjour, un devis svp.' },
      { slug: 'poncer-un-parquet' },
    );
    expect(row).toEqual({
      recipient: 'contact@parquet-alsace.example',
      reply_to: 'anne@example.fr',
      sender_name: 'Anne',
      message: 'Bonjour, un devis svp.',
      article_slug: 'poncer-un-parquet',
    });
  });
});

describe('visitor text that would forge the business’s mail', () => {
  const ok = { name: 'Anne', email: 'anne@example.fr', message: 'Bonjour, un devis svp.' };
  it.each([
    [{ name: 'Anne\nE-mail : faux@evil.example' }, 'name'],
    [{ name: 'Anne \u202egnp' }, 'name'],
    [{ email: 'compta@parquet-alsace.example' }, 'email'],
    [{ email: 'rib@service.parquet-alsace.example' }, 'email'],
  ])('%o is refused in %s', (patch, field) => {
    expect(Object.keys(validateContact({ ...ok, ...patch }))).toEqual([field]);
  });
});

describe('the site’s one e-mail rule', () => {
  it.each(emailCases)('$address valid: $valid', ({ address, valid }) => {
    const errors = validateContact({ name: 'Anne', email: address, message: 'Bonjour, un devis svp.' });
    expect(errors.email).toBe(valid ? undefined : 'Format d’e-mail invalide');
  });
});
