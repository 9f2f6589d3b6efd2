import ICAL from 'ical.js';
import { visitInvitation, visitUid } from './invitation';

const visit = {
  visitId: '3f2b1c4d-0000-4000-8000-000000000001',
  method: 'REQUEST' as const,
  sequence: 0,
  startsAt: '2026-12-15T08:00:00Z',
  endsAt: '2026-12-15T09:00:00Z',
  organizer: { name: 'Parquet Alsace Rénovation', email: 'contact@parquet-alsace.example' },
  attendee: { name: 'Anne; Klein, "test"', email: 'anne@example.com' },
  location: '12 rue des Vignes, 68000 Colmar',
  description: 'Un technicien mesure les pièces.\nChanger ou annuler : https://exemple.fr/visite/abc/',
  url: 'https://exemple.fr/visite/abc/',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
  return { calendar, event: new ICAL.Event(vevent), vevent };
}

test('an invitation parses back: method, UID, sequence, Paris wall-clock time with its time zone', () => {
  const { calendar, event, vevent } = parse(visitInvitation(visit));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(event.uid).toBe(visitUid(visit.visitId));
  expect(event.sequence).toBe(0);
  const zone = calendar.getFirstSubcomponent('vtimezone') as ICAL.Component;
  expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
  expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
  // 9 h 00 in Paris is 08:00 UTC in December, read back through the VTIMEZONE block.
  ICAL.TimezoneService.register(zone);
  expect(event.startDate.toString()).toBe('2026-12-15T09:00:00');
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-15T08:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-15T09:00:00.000Z');
  expect(event.location).toBe(visit.location);
  expect(event.description).toBe(visit.description);
  expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  // The visitor's name stays one value, whatever it holds.
  expect(event.attendees).toHaveLength(1);
  expect(String(event.attendees[0]?.getFirstValue()).toLowerCase()).toBe('mailto:anne@example.com');
  expect(event.attendees[0]?.getParameter('cn')).toBe(visit.attendee.name);
});

test('a change keeps the UID and raises the sequence; a cancellation is METHOD:CANCEL', () => {
  const moved = parse(
    visitInvitation({
      ...visit,
      sequence: 1,
      startsAt: '2027-04-01T07:00:00Z',
      endsAt: '2027-04-01T08:00:00Z',
    }),
  );
  expect(moved.event.uid).toBe(visitUid(visit.visitId));
  expect(moved.event.sequence).toBe(1);
  // Summer time: 9 h 00 in Paris is 07:00 UTC.
  expect(moved.vevent.getFirstProperty('dtstart')?.toICALString()).toBe(
    'DTSTART;TZID=Europe/Paris:20270401T090000',
  );
  const cancelled = parse(visitInvitation({ ...visit, method: 'CANCEL', sequence: 2 }));
  expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(cancelled.event.sequence).toBe(2);
  expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
});
