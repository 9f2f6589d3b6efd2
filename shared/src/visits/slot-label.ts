// A visit slot as the visitor reads it: « mardi 15 décembre, 9 h 00 – 10 h 00 », in
// Europe/Paris whatever the device's zone, with French no-break spaces; the same text as the
// database's private.visit_label (backend/test/visit-slots.test.ts checks that one).

const day = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Paris',
});
const time = new Intl.DateTimeFormat('fr-FR', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** « 9 h 00 » in Paris. */
export function visitClock(iso: string): string {
  const parts = time.formatToParts(new Date(iso));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  return `${hour}\u00a0h\u00a0${parts.find((part) => part.type === 'minute')?.value ?? '00'}`;
}

/** « mardi 15 décembre, 9 h 00 – 10 h 00 ». */
export function visitSlotLabel(startsAt: string, endsAt: string): string {
  const parts = day.formatToParts(new Date(startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')}\u00a0${part('month')}, ${visitClock(startsAt)}\u00a0– ${visitClock(endsAt)}`;
}

/** The Paris day of a slot (« 2026-12-15 »), to group or count days. */
export const visitDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
