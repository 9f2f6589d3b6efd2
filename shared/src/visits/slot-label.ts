// A visit slot as the visitor reads it: « mardi 15 décembre, 9 h 00 – 10 h 00 » (« 1er » for the
// first of a month), in
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

/** « mardi 15 décembre, 9 h 00 – 10 h 00 », « mardi 1er décembre… » (French writes the first day 1er). */
export function visitSlotLabel(startsAt: string, endsAt: string): string {
  const parts = day.formatToParts(new Date(startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = part('day') === '1' ? '1er' : part('day');
  return `${part('weekday')} ${date}\u00a0${part('month')}, ${visitClock(startsAt)}\u00a0– ${visitClock(endsAt)}`;
}

/** The Paris day of a slot (« 2026-12-15 »), to group or count days. */
export const visitDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

/**
 * The slots shown at `level` 0 (the first page): two a day over the first three days, so the
 * choice spans several days; each « Voir d'autres créneaux » (level + 1) shows every slot of
 * two more days. Each level shows all that the one before did.
 */
export function slotsShown<S extends { starts_at: string }>(slots: S[], level: number): S[] {
  const days = 3 + 2 * level;
  const perDay = level === 0 ? 2 : Number.POSITIVE_INFINITY;
  const seen = new Map<string, number>();
  return slots.filter((slot) => {
    const day = visitDay(slot.starts_at);
    const count = seen.get(day) ?? (seen.size < days ? 0 : -1);
    if (count < 0 || count >= perDay) return false;
    seen.set(day, count + 1);
    return true;
  });
}
