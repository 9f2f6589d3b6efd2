// The calendar invitation of a technical visit (RFC 5545 / 5546), built with ical-generator:
// the visitor's e-mail attaches it (METHOD:REQUEST, then CANCEL), the visitor's page offers it
// as « Ajouter à mon agenda ». Times are written in Europe/Paris with its VTIMEZONE block; the
// UID comes from the visit's id, so every change updates the same event (SEQUENCE raised).
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** Europe/Paris since 1996 (EU summer time: last Sunday of March to last Sunday of October). */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export const VISIT_TIME_ZONE = 'Europe/Paris';

export interface VisitInvitation {
  visitId: string;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  sequence: number;
  startsAt: string;
  endsAt: string;
  /** The business: organiser of the event (required by an invitation; a published file may go without). */
  organizer?: { name: string; email: string };
  /** The visitor, when the invitation is sent to them. */
  attendee?: { name: string; email: string };
  /** The visit's address (the visitor's, as stored). */
  location: string;
  /** Our own text only (what happens, the link to change or cancel). */
  description: string;
  /** The visitor's link to change or cancel. */
  url?: string;
}

/** The event's UID: the same for every version of one visit. */
export const visitUid = (visitId: string): string => `visite-${visitId}@parquet-alsace-renovation`;

/** The .ics text of one visit. */
export function visitInvitation(visit: VisitInvitation): string {
  const calendar = ical({
    prodId: { company: 'Parquet Alsace Renovation', product: 'Visites techniques', language: 'FR' },
    method: ICalCalendarMethod[visit.method],
    timezone: {
      name: VISIT_TIME_ZONE,
      generator: (zone) => (zone === VISIT_TIME_ZONE ? PARIS_VTIMEZONE : null),
    },
  });
  calendar.createEvent({
    id: visitUid(visit.visitId),
    sequence: visit.sequence,
    // Dates that know their zone: the library writes their Paris wall-clock time under TZID.
    start: new TZDate(visit.startsAt, VISIT_TIME_ZONE),
    end: new TZDate(visit.endsAt, VISIT_TIME_ZONE),
    timezone: VISIT_TIME_ZONE,
    stamp: new Date(),
    summary: 'Visite technique – Parquet Alsace Rénovation',
    description: visit.description,
    location: visit.location,
    url: visit.url ?? null,
    status: visit.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: visit.organizer ?? null,
    attendees: visit.attendee ? [{ ...visit.attendee, rsvp: false }] : [],
  });
  return calendar.toString();
}
