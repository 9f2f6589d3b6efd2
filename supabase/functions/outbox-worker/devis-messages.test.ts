import { testCompany as company } from './company.fixture.ts';
import {
  type DevisLink,
  type DevisSigned,
  devisAmount,
  devisCodeMail,
  devisDay,
  devisLinkMail,
  devisMoment,
  devisPageUrl,
  devisReminderMail,
  devisSignedMail,
  devisStaffNoticeMail,
  signedFileName,
} from './devis-messages.ts';

const token = 'cd'.repeat(32);
const site = 'https://www.parquet-alsace.example';
const page = `${site}/mon-devis/${token}/`;
const leadId = 'f1d7a1c2-0000-4000-8000-000000000001';
const link: DevisLink = {
  devisId: '3f2b1c4d-0000-4000-8000-000000000001',
  leadId,
  number: 'DEV-2026-0007',
  version: 1,
  customerName: 'Luc <b>Schmitt</b>\nObjet : faux',
  customerEmail: 'luc@example.com',
  devisToken: token,
  validUntil: '2027-01-06',
  ttc: 1234.5,
};
const signed: DevisSigned = {
  to: 'client',
  customerEmail: 'luc@example.com',
  customerName: 'Luc\nSchmitt',
  number: 'DEV-2026-0007',
  version: 2,
  devisId: link.devisId,
  leadId,
  devisToken: token,
  storagePath: `${link.devisId}/v2-signe.pdf`,
  acceptedAt: '2026-12-07T15:05:00.000Z',
};
const pdf = new TextEncoder().encode('%PDF-1.7 signé');

test('figures and dates as French readers write them', () => {
  expect(devisAmount(979)).toBe('979\u00a0€');
  expect(devisAmount(1234.5)).toBe('1\u202f234,50\u00a0€');
  expect(devisDay('2027-01-06')).toBe('6 janvier 2027');
  expect(devisMoment('2026-12-07T15:05:00.000Z')).toBe('7 décembre 2026 à 16\u00a0h\u00a005');
  expect(devisMoment('2026-07-01T06:30:00.000Z')).toBe('1 juillet 2026 à 8\u00a0h\u00a030');
  expect(signedFileName('DEV-2026-0007')).toBe('devis-DEV-2026-0007-signe.pdf');
});

test('the devis link needs a configured http(s) origin and a well-formed key', () => {
  expect(devisPageUrl(undefined, token)).toBeNull();
  expect(devisPageUrl('javascript:alert(1)', token)).toBeNull();
  expect(devisPageUrl(site, '../admin')).toBeNull();
  expect(devisPageUrl(`${site}/chemin?x=1`, token)).toBe(page);
});

test('the customer’s link: number, amount, validity and the link; no name typed on a form', () => {
  const mail = devisLinkMail(link, page, company.email, company);
  expect(mail.to).toBe('luc@example.com');
  expect(mail.replyTo).toBe(company.email);
  expect(mail.subject).toBe('Votre devis DEV-2026-0007 – Parquet Alsace Rénovation');
  expect(mail.text).toContain(
    'Voici notre devis n°\u00a0DEV-2026-0007 : 1\u202f234,50\u00a0€ TTC, valable jusqu’au 6 janvier 2027.',
  );
  expect(mail.text).toContain(`\n${page}\n`);
  expect(mail.text).toContain('03 89 00 11 22');
  expect(mail.text).not.toContain('Schmitt');
  expect(mail.text).not.toContain('remplace');

  const second = devisLinkMail({ ...link, version: 2 }, page, undefined, company);
  expect(second.subject).toBe('Votre devis DEV-2026-0007 mis à jour – Parquet Alsace Rénovation');
  expect(second.text).toContain('(version 2)');
  expect(second.text).toContain('Il remplace la version envoyée précédemment');
  expect(second).not.toHaveProperty('replyTo');
});

test('the code: in the subject and the text, valid 15 minutes, never to be shared', () => {
  const mail = devisCodeMail(
    { customerEmail: 'luc@example.com', code: '042917', number: 'DEV-2026-0007', leadId },
    undefined,
    company,
  );
  expect(mail.to).toBe('luc@example.com');
  expect(mail.subject).toBe('Code de signature du devis DEV-2026-0007\u00a0: 042917');
  expect(mail.text).toContain('Votre code pour accepter le devis n°\u00a0DEV-2026-0007 : 042917');
  expect(mail.text).toContain('Il est valable 15 minutes.');
});

test('the reminders: J+3, J+7, and the last two days', () => {
  const reminder = (which: 'j3' | 'j7' | 'fin') =>
    devisReminderMail(
      {
        customerEmail: 'luc@example.com',
        customerName: 'Luc Schmitt',
        number: 'DEV-2026-0007',
        devisToken: token,
        validUntil: '2027-01-06',
        which,
        leadId,
      },
      page,
      undefined,
      company,
    );
  expect(reminder('j3').subject).toBe('Votre devis DEV-2026-0007 vous attend');
  expect(reminder('j7').subject).toBe('Rappel\u00a0: votre devis DEV-2026-0007');
  expect(reminder('fin').subject).toBe(
    'Votre devis DEV-2026-0007 n’est plus valable après le 6 janvier 2027',
  );
  // Sent up to two days before the end, but also later (a validity of one day): no count of days.
  expect(reminder('fin').text).toContain('pensez à l’accepter en ligne d’ici là.');
  expect(reminder('fin').text).not.toMatch(/il vous reste/);
  for (const which of ['j3', 'j7', 'fin'] as const) {
    expect(reminder(which).text).toContain(page);
    expect(reminder(which).text).not.toContain('Schmitt');
  }
});

test('the signed copy: the PDF joined, to the customer with the withdrawal period', () => {
  const mail = devisSignedMail(signed, pdf, { to: 'luc@example.com', replyTo: company.email, company });
  expect(mail.to).toBe('luc@example.com');
  expect(mail.subject).toBe('Devis DEV-2026-0007 accepté – votre exemplaire signé');
  expect(mail.text).toContain(
    'Vous avez accepté le devis n°\u00a0DEV-2026-0007 le 7 décembre 2026 à 16\u00a0h\u00a005.',
  );
  expect(mail.text).toContain('délai de rétractation de 14 jours');
  expect(mail.text).not.toContain('Schmitt');
  expect(mail.attachments).toEqual([
    { filename: 'devis-DEV-2026-0007-signe.pdf', contentType: 'application/pdf', content: pdf },
  ]);
});

test('the signed copy to the business: who and when on one line, the lead’s page, reply to the customer', () => {
  const mail = devisSignedMail({ ...signed, to: 'entreprise' }, pdf, {
    to: 'devis@parquet-alsace.example',
    replyTo: company.email,
    company,
    adminUrl: site,
  });
  expect(mail.to).toBe('devis@parquet-alsace.example');
  expect(mail.replyTo).toBe('luc@example.com');
  expect(mail.subject).toBe('Devis DEV-2026-0007 accepté – Luc Schmitt');
  expect(mail.text).toContain(
    '(version 2) a été accepté en ligne le 7 décembre 2026 à 16\u00a0h\u00a005 par Luc Schmitt.',
  );
  expect(mail.text).toContain(`Ouvrir la demande : ${site}/admin/leads/${leadId}/`);
  expect(mail.attachments?.[0]?.filename).toBe('devis-DEV-2026-0007-signe.pdf');
});

test('the business’s notices: opened, accepted, refused with the customer’s reason quoted as theirs', () => {
  const notice = { number: 'DEV-2026-0007', version: 1, leadId, customerName: 'Luc\u202eSchmitt' };
  const opened = devisStaffNoticeMail({ ...notice, event: 'ouvert' }, 'devis@parquet-alsace.example', site);
  expect(opened.subject).toBe('Devis DEV-2026-0007 ouvert – Luc Schmitt');
  expect(opened.text).toContain('Luc Schmitt vient d’ouvrir le devis n°\u00a0DEV-2026-0007 (version 1).');
  expect(opened.text).toContain(`${site}/admin/leads/${leadId}/`);
  expect(devisStaffNoticeMail({ ...notice, event: 'accepte' }, 'devis@parquet-alsace.example').subject).toBe(
    'Devis DEV-2026-0007 accepté – Luc Schmitt',
  );
  const refused = devisStaffNoticeMail(
    { ...notice, event: 'refuse', reason: 'Trop cher.\nObjet : urgent' },
    'devis@parquet-alsace.example',
  );
  expect(refused.subject).toBe('Devis DEV-2026-0007 refusé – Luc Schmitt');
  expect(refused.text).toContain('Raison donnée par le client :\n> Trop cher.\n> Objet : urgent');
  expect(
    devisStaffNoticeMail({ ...notice, event: 'refuse', reason: null }, 'devis@parquet-alsace.example').text,
  ).toContain('Aucune raison donnée.');
});
