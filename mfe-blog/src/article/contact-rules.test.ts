import { emailCases } from '@parquet-alsace/shared/rule-cases';
import { contactEmail, validateContact } from './contact-rules';

describe('validateContact', () => {
  const ok = { name: 'Anne', email: 'anne@example.fr', message: 'Bonjour, un devis svp.' };
  it.each([
    [{ name: '' }, 'name', 'Le nom est requis'],
    [{ name: '   ' }, 'name', 'Le nom est requis'],
    [{ name: ' A ' }, 'name', 'Le nom doit contenir au moins 2 caractères'],
    [{ email: '' }, 'email', "L'email est requis"],
    [{ email: 'anne@example' }, 'email', "Format d'email invalide"],
    [{ email: 'an ne@example.fr' }, 'email', "Format d'email invalide"],
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
  it('addresses the business, replies to the visitor and holds every detail', () => {
    const row = contactEmail(
      { name: ' Anne ', email: 'anne@example.fr', message: 'Bonjour, un devis svp.' },
      { title: 'Poncer un parquet' },
      'https://site/blog/poncer/',
    );
    expect(row.recipient).toBe('contact@parquet-alsace.example');
    expect(row.reply_to).toBe('anne@example.fr');
    expect(row.subject).toBe("Contact depuis l'article: Poncer un parquet");
    for (const part of [
      'Anne',
      'anne@example.fr',
      'Bonjour, un devis svp.',
      'Poncer un parquet',
      'https://site/blog/poncer/',
    ])
      expect(row.body).toContain(part);
  });
});

describe('the site’s one e-mail rule', () => {
  it.each(emailCases)('$address valid: $valid', ({ address, valid }) => {
    const errors = validateContact({ name: 'Anne', email: address, message: 'Bonjour, un devis svp.' });
    expect(errors.email).toBe(valid ? undefined : "Format d'email invalide");
  });
});
