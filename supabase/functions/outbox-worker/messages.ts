// What each outbox job delivers, composed from its stored payload and the company's details
// of the run. Pure functions.

import { visitInvitation } from '../../../shared/src/visits/invitation.ts';
import { visitClock } from '../../../shared/src/visits/slot-label.ts';
import { type Company, signature } from '../_shared/company.ts';
import type { MailMessage } from '../_shared/mailer.ts';
import type { QuoteNotification, ReviewRejection, VisitMail, VisitReminder } from '../_shared/outbox-jobs.ts';

export type { MailMessage, QuoteNotification, ReviewRejection, VisitMail, VisitReminder };
export { visitClock };

// The finishes' display names of shared/src/quote/rules/quote-rules.ts (address.test.ts checks them).
export const FINITION_LABELS: Record<string, string> = {
  poncageVitrification: 'Ponçage + vitrification',
  huileEnvironnement: 'Ponçage + huilage écologique',
  vernisIntensif: 'Ponçage + vernis intensif',
  poncageEscalier: 'Rénovation d’escalier',
  intensif: 'Ponçage + vernis intensif',
};

const PROPERTY_LABELS: Record<string, string> = { maison: 'Maison', appartement: 'Appartement' };

const euros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const parisTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

const cents = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** "1 155 €", "2 121,50 €": cents only when there are some. */
const money = (value: number): string =>
  Math.round(value * 100) % 100 === 0 ? euros.format(value) : cents.format(value);

/**
 * The estimate as the visitor saw it: including VAT with its rate, the HT beside it
 * (docs/adr-005-quote-rules-and-prices.md, "VAT"); HT only for a request stored before the rate
 * was kept.
 */
export function formatEstimate(
  price: number | null,
  ttc: number | null = null,
  rate: number | null = null,
): string {
  if (price === null) return 'Sur devis';
  if (ttc === null || rate === null) return `${money(Number(price))} HT (indicatif)`;
  const percent = `${String(Number(rate)).replace('.', ',')}\u00a0%`;
  return `${money(Number(ttc))} TTC (${money(Number(price))} HT, TVA ${percent}, indicatif)`;
}

const estimateOf = (quote: QuoteNotification): string =>
  formatEstimate(quote.estimated_price, quote.estimated_price_ttc ?? null, quote.vat_rate ?? null);

/** The answer about the home's age, when the form asked it. */
const homeAgeLines = (quote: QuoteNotification): string[] =>
  typeof quote.home_older_than_two_years === 'boolean'
    ? [`Logement de plus de deux ans : ${yesNo(quote.home_older_than_two_years)}`]
    : [];

const yesNo = (value: boolean | null): string => (value ? 'Oui' : 'Non');

/**
 * Line breaks, controls and bidirectional marks a one-line value must not carry (the database
 * refuses them in new rows: migration single_line_fields); each becomes a space, so a name can
 * never add a line of its own ("E-mail : …") to a message or reorder what follows it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it replaces.
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
export const oneLine = (value: string | null | undefined): string => (value ?? '').replace(NOT_ONE_LINE, ' ');

/** A visitor's multi-line text, every line marked as theirs ("> "), as a mail client quotes. */
export function quoted(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function summaryLines(quote: QuoteNotification): string[] {
  return [
    `Nom : ${oneLine(quote.full_name)}`,
    `E-mail : ${oneLine(quote.email)}`,
    `Téléphone : ${oneLine(quote.phone)}`,
    `Adresse : ${oneLine(quote.address)}`,
    `Surface : ${quote.surface} m²`,
    `Type de bien : ${PROPERTY_LABELS[quote.property_type] ?? quote.property_type}`,
    ...(quote.property_type === 'appartement' ? [`Ascenseur : ${yesNo(quote.has_elevator)}`] : []),
    ...homeAgeLines(quote),
    `Finition : ${FINITION_LABELS[quote.finition] ?? quote.finition}`,
    `Teinture : ${yesNo(quote.teinture)}`,
    `Estimation : ${estimateOf(quote)}`,
    ...(quote.message?.trim()
      ? ['Message du client :', quoted(quote.message.trim())]
      : ['Message : (aucun)']),
  ];
}

/** The photos of a request: how many the visitor sent, and a link to each that arrived. */
export interface QuotePhotos {
  expected: number;
  links: string[];
}

/** The photo lines of the business's e-mail: links valid 7 days, and what did not arrive. */
function photoLines(photos: QuotePhotos): string[] {
  if (photos.expected === 0 && photos.links.length === 0) return [];
  const missing = photos.expected - photos.links.length;
  return [
    '',
    `Photos (${photos.links.length}) – liens valables 7\u00a0jours :`,
    ...photos.links.map((link, index) => `  ${index + 1}. ${link}`),
    ...(missing > 0
      ? [`  ${missing} photo(s) annoncée(s) mais pas encore reçue(s) à l’envoi de ce message.`]
      : []),
  ];
}

/**
 * The lead's page in the back office, `<ADMIN_SITE_URL or PUBLIC_URL>/admin/leads/<id>/` (its
 * canonical address): a public origin from configuration (never from a request), or null when it
 * is not configured or not http(s).
 */
export function leadPageUrl(publicUrl: string | undefined, leadId: string): string | null {
  const origin = configuredOrigin(publicUrl);
  if (!origin || !/^[0-9a-f-]{36}$/i.test(leadId)) return null;
  return `${origin}/admin/leads/${leadId}/`;
}

/** The origin of a public URL from configuration, or null when it is not set or not http(s). */
export function configuredOrigin(publicUrl: string | undefined): string | null {
  if (!publicUrl) return null;
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

/**
 * The business's notification of a new quote request; replying answers the visitor. With the
 * site's public origin it starts with the lead's page in the back office (one tap from a phone).
 */
export function quoteNotificationMail(
  quote: QuoteNotification,
  notifyTo: string,
  publicUrl?: string,
  photos: QuotePhotos = { expected: 0, links: [] },
): MailMessage {
  const page = leadPageUrl(publicUrl, quote.id);
  return {
    to: notifyTo,
    replyTo: quote.email,
    subject: `Nouvelle demande de devis – ${oneLine(quote.full_name)} (${quote.surface} m², ${oneLine(quote.postal_code)})`,
    text: [
      `Nouvelle demande de devis reçue le ${parisTime.format(new Date(quote.created_at))}.`,
      '',
      ...(page ? [`Ouvrir la demande : ${page}`, ''] : []),
      ...summaryLines(quote),
      ...photoLines(photos),
      '',
      `Référence : ${quote.id}`,
    ].join('\n'),
  };
}

/**
 * The copy a visitor asked for (sendCopy). Whoever fills the form chooses the address it goes
 * to, so it carries only our own text and the figures of the request: never the name, message,
 * address or any other free text typed in the form.
 */
export function quoteCopyMail(
  quote: QuoteNotification,
  replyTo: string | undefined,
  company: Company,
  publicUrl?: string,
): MailMessage {
  const visitPage = quote.visitToken ? visitPageUrl(publicUrl, quote.visitToken) : null;
  return {
    to: quote.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `Votre demande de devis – ${company.brand}`,
    text: [
      'Bonjour,',
      '',
      `Nous avons bien reçu votre demande de devis et vous recontactons ${company.replyDelay ? `sous ${company.replyDelay}` : 'rapidement'}.`,
      'Voici le récapitulatif de votre demande :',
      '',
      `Surface : ${Number(quote.surface)} m²`,
      `Type de bien : ${PROPERTY_LABELS[quote.property_type] ?? 'Non précisé'}`,
      ...(quote.property_type === 'appartement' ? [`Ascenseur : ${yesNo(quote.has_elevator)}`] : []),
      ...homeAgeLines(quote),
      `Finition : ${FINITION_LABELS[quote.finition] ?? 'Non précisée'}`,
      `Teinture : ${yesNo(quote.teinture)}`,
      `Estimation : ${estimateOf(quote)}`,
      '',
      ...(visitPage ? ['Choisissez le créneau de la visite technique (deux clics) :', visitPage, ''] : []),
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
      '',
      ...signature(company),
    ].join('\n'),
  };
}

const parisDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * Tells a review's author why it was not published (Code de la consommation, D111-17). The
 * author typed the address, so, like the quote copy, it carries only our text, the date and
 * the reason the business wrote: never the name, title or text of the review.
 */
export function reviewRejectionMail(
  rejection: ReviewRejection,
  replyTo: string | undefined,
  company: Company,
): MailMessage {
  return {
    to: rejection.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `Votre avis – ${company.brand}`,
    text: [
      'Bonjour,',
      '',
      `Merci pour l’avis que vous nous avez adressé le ${parisDay.format(new Date(rejection.createdAt))}.`,
      'Tous les avis sont lus avant d’être publiés ; nous n’avons pas publié le vôtre, pour la raison suivante :',
      '',
      rejection.reason,
      '',
      'Vous pouvez répondre à ce message pour nous en parler, ou déposer un nouvel avis sur notre site.',
      '',
      'Si vous n’êtes pas à l’origine de cet avis, ignorez simplement ce message.',
      '',
      ...signature(company),
    ].join('\n'),
  };
}

/** An article contact message from email_queue. */
export interface QueuedEmail {
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
}

/**
 * The subject and body were composed by the database for a visitor's message (migration
 * contact_message_frame: our subject, the visitor's words quoted as theirs); the subject is
 * still kept to one line here.
 */
export function queuedMail(row: QueuedEmail): MailMessage {
  return {
    to: row.recipient,
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    subject: oneLine(row.subject),
    text: row.body,
  };
}

/**
 * The visitor's page of a visit, `<PUBLIC_URL>/visite/<key>/`: choose, change or cancel. A
 * public origin from configuration, or null when it is not configured or not http(s).
 */
export function visitPageUrl(publicUrl: string | undefined, token: string): string | null {
  const origin = configuredOrigin(publicUrl);
  if (!origin || !/^[0-9a-f]{64}$/.test(token)) return null;
  return `${origin}/visite/${token}/`;
}

const NEXT_STEPS = [
  'Ce qui se passe ensuite : un technicien vient chez vous à l’heure dite (comptez une heure), mesure les pièces et regarde l’état du parquet ; vous recevez ensuite le devis détaillé.',
];

/**
 * The visitor's confirmation of a visit (booked, moved or cancelled) with the invitation for
 * their calendar. Like the quote copy, it carries only our text, the date and the link: never
 * the name or address typed in the form (whoever fills it chooses where it goes).
 */
export function visitInvitationMail(
  visit: VisitMail,
  replyTo: string | undefined,
  company: Company,
  organizer: string,
  publicUrl?: string,
): MailMessage {
  const page = visit.visitToken ? visitPageUrl(publicUrl, visit.visitToken) : null;
  const cancelled = visit.method === 'CANCEL';
  const moved = !cancelled && visit.moved;
  const subject = cancelled
    ? `Visite technique annulée – ${visit.label}`
    : moved
      ? `Visite technique déplacée\u00a0: ${visit.label}`
      : `Visite technique confirmée\u00a0: ${visit.label}`;
  const description = cancelled
    ? 'Visite technique annulée.'
    : [...NEXT_STEPS, ...(page ? [`Changer ou annuler (jusqu’à la veille) : ${page}`] : [])].join('\n');
  return {
    to: visit.email,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: [
      'Bonjour,',
      '',
      cancelled
        ? `La visite technique du ${visit.label} est annulée. Nous vous rappelons pour convenir d’une autre date.`
        : `${moved ? 'Votre visite technique est déplacée au' : 'Votre visite technique est confirmée le'} ${visit.label}.`,
      '',
      ...(cancelled ? [] : [...NEXT_STEPS, '', 'L’invitation jointe l’ajoute à votre agenda.', '']),
      ...(page
        ? [
            cancelled ? 'Choisir un autre créneau :' : 'Changer ou annuler la visite, jusqu’à la veille :',
            page,
            '',
          ]
        : []),
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
      '',
      ...signature(company),
    ].join('\n'),
    calendar: {
      method: visit.method,
      content: visitInvitation({
        visitId: visit.visitId,
        method: visit.method,
        sequence: visit.sequence,
        startsAt: visit.startsAt,
        endsAt: visit.endsAt,
        organizer: { name: company.brand, email: organizer },
        attendee: { name: visit.email, email: visit.email },
        location: '',
        description,
        ...(page ? { url: page } : {}),
      }),
    },
  };
}

/** The business's notice of a visit booked, moved or cancelled, with the lead's page. */
export function visitNoticeMail(visit: VisitMail, notifyTo: string, adminUrl?: string): MailMessage {
  const page = leadPageUrl(adminUrl, visit.leadId);
  const who = visit.bookedBy === 'visiteur' ? 'par le client' : 'par l’équipe';
  const what =
    visit.method === 'CANCEL'
      ? `Visite technique annulée ${who}`
      : visit.moved
        ? `Visite technique déplacée ${who}`
        : `Visite technique réservée ${who}`;
  return {
    to: notifyTo,
    replyTo: visit.email,
    subject: `${what} – ${oneLine(visit.fullName)}, ${visit.label}`,
    text: [
      `${what} : ${visit.label}.`,
      '',
      ...(page ? [`Ouvrir la demande : ${page}`, ''] : []),
      `Client : ${oneLine(visit.fullName)}`,
      `Téléphone : ${oneLine(visit.phone)}`,
      `E-mail : ${oneLine(visit.email)}`,
      `Adresse : ${oneLine(visit.address)}`,
      '',
      `Référence : ${visit.leadId}`,
    ].join('\n'),
  };
}

/** The reminder the day before: « Rappel : visite technique demain à 9 h 00 ». */
export function visitReminderMail(
  reminder: VisitReminder,
  replyTo: string | undefined,
  company: Company,
  publicUrl?: string,
): MailMessage {
  const page = visitPageUrl(publicUrl, reminder.visitToken);
  return {
    to: reminder.email,
    ...(replyTo ? { replyTo } : {}),
    subject: `Rappel\u00a0: visite technique demain à ${visitClock(reminder.startsAt)}`,
    text: [
      'Bonjour,',
      '',
      `Nous vous rappelons la visite technique de demain, ${reminder.label}.`,
      ...NEXT_STEPS,
      '',
      ...(company.phone ? [`Un empêchement ? Appelez-nous au ${company.phone}.`, ''] : []),
      ...(page ? ['Votre visite :', page, ''] : []),
      ...signature(company),
    ].join('\n'),
  };
}
