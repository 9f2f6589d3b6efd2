import { testCompany as company } from './company.fixture.ts';
import {
  type VisitMail,
  visitClock,
  visitInvitationMail,
  visitNoticeMail,
  visitPageUrl,
  visitReminderMail,
} from './messages.ts';

const token = 'ab'.repeat(32);
const visit: VisitMail = {
  visitId: '3f2b1c4d-0000-4000-8000-000000000001',
  leadId: 'f1d7a1c2-0000-4000-8000-000000000001',
  method: 'REQUEST',
  moved: false,
  sequence: 0,
  startsAt: '2026-12-15T08:00:00Z',
  endsAt: '2026-12-15T09:00:00Z',
  label: 'mardi 15\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
  fullName: 'Luc <b>Schmitt</b>',
  email: 'luc@example.com',
  phone: '+33612345678',
  address: '3 rue du Moulin, 68000 Colmar',
  bookedBy: 'visiteur',
  visitToken: token,
};
const site = 'https://www.parquet-alsace.example';

test('the visitor’s confirmation: the date, what happens next, the link, the invitation; no name or address', () => {
  const mail = visitInvitationMail(visit, company.email, company, company.email, site);
  expect(mail.to).toBe('luc@example.com');
  expect(mail.subject).toBe(`Visite technique confirmée\u00a0: ${visit.label}`);
  expect(mail.text).toContain(`Votre visite technique est confirmée le ${visit.label}.`);
  expect(mail.text).toContain(`${site}/visite/${token}/`);
  expect(mail.text).toContain('Ce qui se passe ensuite');
  expect(mail.text).not.toContain('Schmitt');
  expect(mail.text).not.toContain('Moulin');
  expect(mail.calendar?.method).toBe('REQUEST');
  expect(mail.calendar?.content).toContain('METHOD:REQUEST');
  expect(mail.calendar?.content).not.toContain('Schmitt');
});

test('a change says « déplacée »; a cancellation sends METHOD:CANCEL and offers another slot', () => {
  expect(
    visitInvitationMail({ ...visit, moved: true, sequence: 1 }, undefined, company, company.email, site)
      .subject,
  ).toBe(`Visite technique déplacée\u00a0: ${visit.label}`);
  // Booked again after a cancellation: a new confirmation (its invitation's sequence still grows).
  const again = visitInvitationMail({ ...visit, sequence: 2 }, undefined, company, company.email, site);
  expect(again.subject).toBe(`Visite technique confirmée\u00a0: ${visit.label}`);
  expect(again.calendar?.content).toContain('SEQUENCE:2');
  expect(visitNoticeMail({ ...visit, sequence: 2 }, 'devis@parquet-alsace.example', site).subject).toMatch(
    /^Visite technique réservée par le client/,
  );
  const cancelled = visitInvitationMail(
    { ...visit, method: 'CANCEL', sequence: 2 },
    undefined,
    company,
    company.email,
    site,
  );
  expect(cancelled.subject).toBe(`Visite technique annulée – ${visit.label}`);
  expect(cancelled.calendar?.content).toContain('METHOD:CANCEL');
  expect(cancelled.calendar?.content).toContain('SEQUENCE:2');
  expect(cancelled.text).toContain('Choisir un autre créneau :');
});

test('the business’s notice names the customer on one line and links the lead', () => {
  const mail = visitNoticeMail(
    { ...visit, fullName: 'Luc\nObjet : faux' },
    'devis@parquet-alsace.example',
    site,
  );
  expect(mail.subject).toBe(`Visite technique réservée par le client – Luc Objet : faux, ${visit.label}`);
  expect(mail.text).toContain(`Ouvrir la demande : ${site}/admin/leads/${visit.leadId}/`);
  expect(mail.text).not.toContain(token);
});

test('the reminder the day before: « Rappel : visite technique demain à 9 h 00 »', () => {
  const mail = visitReminderMail(
    {
      visitId: visit.visitId,
      leadId: visit.leadId,
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      label: visit.label,
      fullName: 'Luc',
      email: 'luc@example.com',
      visitToken: token,
    },
    undefined,
    company,
    site,
  );
  expect(mail.subject).toBe('Rappel\u00a0: visite technique demain à 9\u00a0h\u00a000');
  expect(visitClock('2027-07-01T12:30:00Z')).toBe('14\u00a0h\u00a030');
});

test('the visit link needs a configured http(s) origin and a well-formed key', () => {
  expect(visitPageUrl(undefined, token)).toBeNull();
  expect(visitPageUrl('javascript:alert(1)', token)).toBeNull();
  expect(visitPageUrl(site, '../admin')).toBeNull();
  expect(visitPageUrl(`${site}/chemin?x=1`, token)).toBe(`${site}/visite/${token}/`);
});
