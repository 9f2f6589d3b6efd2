import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteRules } from '../../../shared/src/quote/rules/quote-rules.ts';
import { emailCases } from '../../../shared/src/quote/rules/rule-cases.ts';
import { isDeliverableAddress } from '../_shared/address.ts';
import { assertDeliverable, createMailer } from '../_shared/mailer.ts';
import { FINITION_LABELS, type QuoteNotification, quoteCopyMail } from './messages.ts';

// The shared case table of addresses through the mailer's own check.
test.each(emailCases)('$address deliverable: $valid', ({ address, valid }) => {
  expect(isDeliverableAddress(address)).toBe(valid);
  const check = () => assertDeliverable({ to: 'contact@parquet-alsace.example', replyTo: address });
  if (valid) expect(check).not.toThrow();
  else expect(check).toThrow('Adresse refusée (replyTo)');
});

test('nothing is sent to a list of recipients, even with a working transport', async () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'mailer-address-'));
  const mailer = createMailer({ MAIL_DIR: mailDir }, 'Parquet Alsace Rénovation <bureau@parquet-alsace.fr>');
  const send = (to: string) =>
    mailer.send({ to, subject: 'S', text: 'T' }, 'quote_copy:1', AbortSignal.timeout(5000));
  await expect(send('x,victim@a.fr')).rejects.toThrow('Adresse refusée (to)');
  expect(existsSync(mailDir) ? readdirSync(mailDir) : []).toEqual([]);
  await send('copie@example.fr');
  expect(readdirSync(mailDir)).toHaveLength(1);
  rmSync(mailDir, { recursive: true, force: true });
});

test('the e-mails name each finish as the rest of the site does', () => {
  for (const [finition, rule] of Object.entries(quoteRules.finishes)) {
    expect(FINITION_LABELS[finition]).toBe(rule.label);
  }
});

test('the copy carries our text and the figures only, never what the sender typed', () => {
  const quote: QuoteNotification = {
    id: 'f1d7a1c2-0000-4000-8000-000000000001',
    full_name: 'Cliquez sur http://arnaque.example',
    email: 'victime@example.com',
    phone: '+33612345678',
    postal_code: '67000',
    surface: 60,
    property_type: 'appartement',
    has_elevator: false,
    finition: 'huileEnvironnement',
    teinture: false,
    message: 'Votre compte est bloqué : http://arnaque.example',
    address: '1 rue http://arnaque.example, 67000 Strasbourg',
    created_at: '2026-11-22T08:30:00+00:00',
    estimated_price: 2720,
  };
  const mail = quoteCopyMail(quote, 'bureau@parquet-alsace.fr', {
    brand: 'Parquet Alsace Rénovation',
    phone: '03 89 00 11 22',
    email: 'bureau@parquet-alsace.fr',
    address: '2 place du Marché, 68000 Colmar',
    siret: '',
  });
  expect(mail.to).toBe('victime@example.com');
  expect(`${mail.subject}\n${mail.text}`).not.toMatch(/arnaque|Cliquez|bloqué|rue|67000|\+33/);
  for (const line of [
    'Surface : 60 m²',
    'Type de bien : Appartement',
    'Ascenseur : Non',
    'Finition : Ponçage + huilage écologique',
    'Teinture : Non',
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.text.replace(/\s/g, ' ')).toContain('Estimation : 2 720 € HT (indicatif)');
});
