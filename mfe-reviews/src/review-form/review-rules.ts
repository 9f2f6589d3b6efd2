import { business } from '@parquet-alsace/shared/client';
import { isValidEmail } from '@parquet-alsace/shared/quote';
// Its own entry: a remote released before the shell still finds it (its own copy).
import { isSingleLine } from '@parquet-alsace/shared/visitor-text';
import { formTexts as t } from './texts';

export interface ReviewDraft {
  name: string;
  email: string;
  title: string;
  content: string;
  rating: number;
  interventionType: string;
  team: string;
  location: string;
  /** 'YYYY-MM' from a month input. */
  interventionDate: string;
  suggestions: string;
}

export const emptyDraft: ReviewDraft = {
  name: '',
  email: '',
  title: '',
  content: '',
  rating: 5,
  interventionType: '',
  team: '',
  location: '',
  interventionDate: '',
  suggestions: '',
};

export type DraftErrors = Partial<Record<'name' | 'email' | 'title' | 'content', string>>;

/** "Marc Hoffmann (anciens parquets)": name and speciality of each team member. */
export const teamOptions = business.team.map((m) => `${m.name} (${m.speciality})`);

/** Review form rules, in field order; the database checks the same (reviews_* constraints). */
export function validateReview(d: Pick<ReviewDraft, 'name' | 'email' | 'title' | 'content'>): DraftErrors {
  const e: DraftErrors = {};
  if (!d.name.trim()) e.name = t.errors.nameRequired;
  else if (!isSingleLine(d.name)) e.name = t.errors.singleLine;
  if (!d.email.trim()) e.email = t.errors.emailRequired;
  // The site's one e-mail rule (one plain address), the same the database applies.
  else if (!isValidEmail(d.email)) e.email = t.errors.emailInvalid;
  if (!d.title.trim()) e.title = t.errors.titleRequired;
  else if (!isSingleLine(d.title)) e.title = t.errors.singleLine;
  if (!d.content.trim()) e.content = t.errors.contentRequired;
  else if (d.content.trim().length < 10) e.content = t.errors.contentTooShort;
  return e;
}

const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2024-02' → 'février 2024'; anything else is kept as typed. */
export function formatPeriod(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value.trim());
  if (!m) return value.trim();
  const month = Number(m[2]);
  if (month < 1 || month > 12) return value.trim();
  return monthFormat.format(Date.UTC(Number(m[1]), month - 1, 1));
}

/**
 * The stored review text: the free text, then one labelled line per optional field filled in
 * e.g. "Lieu : Colmar". Blank optional fields add nothing.
 */
export function composeContent(d: ReviewDraft): string {
  const lines: Array<[string, string]> = [
    [t.lines.interventionType, d.interventionType],
    [t.lines.team, d.team],
    [t.lines.location, d.location],
    [t.lines.interventionDate, formatPeriod(d.interventionDate)],
    [t.lines.suggestions, d.suggestions],
  ];
  const extra = lines
    .map(([label, value]) => [label, value.replace(/\s+/g, ' ').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}\u00a0: ${value}`);
  return [d.content.trim(), ...extra].join('\n');
}

/** The row sent to `reviews` (status is forced to pending by the database anyway). */
export function reviewRow(d: ReviewDraft) {
  const rating = Math.min(5, Math.max(1, Math.round(d.rating) || 5));
  return {
    name: d.name.trim(),
    email: d.email.trim(),
    title: d.title.trim(),
    content: composeContent(d),
    rating,
    status: 'pending' as const,
  };
}
