// The devis's e-mails (docs/data-model.md, "Devis"): the customer's link, the signing code,
// the reminders, the signed copy (to the customer and to the business) and the business's
// notices. Pure functions, like messages.ts. To the customer they carry only our text, the
// number, the amounts, the dates and the link: the address they go to was typed on a form, so
// no name or other text typed there; to the business, the customer's words stay on one line or
// are quoted as theirs.
import { type Company, signature } from '../_shared/company.ts';
import type {
  DevisCode,
  DevisLink,
  DevisReminder,
  DevisSigned,
  DevisStaffNotice,
} from '../_shared/outbox-jobs.ts';
import { configuredOrigin, leadPageUrl, type MailMessage, oneLine, quoted } from './messages.ts';

export type { DevisCode, DevisLink, DevisReminder, DevisSigned, DevisStaffNotice };

/**
 * The customer's page of a devis, `<PUBLIC_URL>/mon-devis/<key>/`: a public origin from
 * configuration (never from a request), or null when it is not configured or the key is not one.
 */
export function devisPageUrl(publicUrl: string | undefined, token: string): string | null {
  const origin = configuredOrigin(publicUrl);
  if (!origin || !/^[0-9a-f]{64}$/.test(token)) return null;
  return `${origin}/mon-devis/${token}/`;
}

/** No-break space (a number to its unit, before « : »); narrow one (thousands), as shared/src/format/french.ts. */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** 979 → « 979 € », 1234.5 → « 1 234,50 € » (cents only when there are some). */
export function devisAmount(euros: number): string {
  const fixed = Math.abs(euros).toFixed(Math.round(euros * 100) % 100 === 0 ? 0 : 2);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = euros < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)}${fraction ? `,${fraction}` : ''}${NBSP}€`;
}

const longDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2027-01-06' → « 6 janvier 2027 » (the day as written, whatever the machine's zone). */
export function devisDay(isoDay: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? new Date(`${isoDay}T12:00:00Z`) : new Date(Number.NaN);
  return Number.isNaN(day.getTime()) ? isoDay : longDay.format(day);
}

const parisMoment = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
/** « 7 décembre 2026 à 16 h 05 » in Paris. */
export function devisMoment(iso: string): string {
  const parts = parisMoment.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} à ${Number(part('hour'))}${NBSP}h${NBSP}${part('minute')}`;
}

/** The signed copy's file name: « devis-DEV-2026-0001-signe.pdf ». */
export function signedFileName(number: string): string {
  return `devis-${number.replace(/[^A-Za-z0-9-]/g, '')}-signe.pdf`;
}

const reply = (replyTo: string | undefined) => (replyTo ? { replyTo } : {});

const questions = (company: Company): string =>
  company.phone
    ? `Une question ? Répondez à ce message ou appelez-nous au ${company.phone}.`
    : 'Une question ? Répondez simplement à ce message.';

const NOT_YOU = 'Si vous n’êtes pas à l’origine de cette demande de devis, ignorez simplement ce message.';

/** The customer's mail of a devis just sent (or a new version of it): the amount, the validity, the link. */
export function devisLinkMail(
  link: DevisLink,
  page: string,
  replyTo: string | undefined,
  company: Company,
): MailMessage {
  const newVersion = link.version > 1;
  return {
    to: link.customerEmail,
    ...reply(replyTo),
    subject: newVersion
      ? `Votre devis ${link.number} mis à jour – ${company.brand}`
      : `Votre devis ${link.number} – ${company.brand}`,
    text: [
      'Bonjour,',
      '',
      `Voici notre devis n°${NBSP}${link.number}${newVersion ? ` (version ${link.version})` : ''} : ${devisAmount(link.ttc)} TTC, valable jusqu’au ${devisDay(link.validUntil)}.`,
      ...(newVersion
        ? ['Il remplace la version envoyée précédemment, dont le lien ne permet plus de l’accepter.']
        : []),
      '',
      'Lire le devis et le télécharger en PDF :',
      page,
      '',
      'Pour l’accepter en ligne : ouvrez ce lien, lisez le devis, demandez le code de signature que nous vous envoyons par e-mail, puis saisissez-le avec votre nom. Vous pouvez aussi nous dire que vous le refusez.',
      '',
      questions(company),
      'Ce lien vous est personnel : ne le transférez pas.',
      '',
      NOT_YOU,
      '',
      ...signature(company),
    ].join('\n'),
  };
}

/** The 6-digit code to sign, valid 15 minutes. */
export function devisCodeMail(code: DevisCode, replyTo: string | undefined, company: Company): MailMessage {
  return {
    to: code.customerEmail,
    ...reply(replyTo),
    subject: `Code de signature du devis ${code.number}${NBSP}: ${code.code}`,
    text: [
      'Bonjour,',
      '',
      `Votre code pour accepter le devis n°${NBSP}${code.number} : ${code.code}`,
      '',
      'Il est valable 15 minutes. Ne le communiquez à personne : nous ne vous le demanderons jamais.',
      'Si vous n’avez pas demandé ce code, ignorez ce message : sans lui, personne ne peut accepter le devis à votre place.',
      '',
      ...signature(company),
    ].join('\n'),
  };
}

const REMINDER_SUBJECTS: Record<DevisReminder['which'], (r: DevisReminder) => string> = {
  j3: (r) => `Votre devis ${r.number} vous attend`,
  j7: (r) => `Rappel${NBSP}: votre devis ${r.number}`,
  fin: (r) => `Votre devis ${r.number} n’est plus valable après le ${devisDay(r.validUntil)}`,
};

/** A reminder of a devis not answered yet: J+3, J+7, 2 days before the end of its validity. */
export function devisReminderMail(
  reminder: DevisReminder,
  page: string,
  replyTo: string | undefined,
  company: Company,
): MailMessage {
  const opening =
    reminder.which === 'fin'
      ? `Notre devis n°${NBSP}${reminder.number} n’est plus valable après le ${devisDay(reminder.validUntil)} : pensez à l’accepter en ligne d’ici là.`
      : `Avez-vous pu lire notre devis n°${NBSP}${reminder.number} ? Il est valable jusqu’au ${devisDay(reminder.validUntil)}.`;
  return {
    to: reminder.customerEmail,
    ...reply(replyTo),
    subject: REMINDER_SUBJECTS[reminder.which](reminder),
    text: [
      'Bonjour,',
      '',
      opening,
      '',
      'Le devis :',
      page,
      '',
      questions(company),
      'Vous ne souhaitez pas donner suite ? Dites-le-nous depuis le même lien : nous ne vous relancerons plus.',
      '',
      NOT_YOU,
      '',
      ...signature(company),
    ].join('\n'),
  };
}

/**
 * The signed copy, as a PDF, to the customer (what they accepted, their withdrawal period) or to
 * the business (who accepted, when, the lead's page).
 */
export function devisSignedMail(
  signed: DevisSigned,
  pdf: Uint8Array,
  options: { to: string; replyTo: string | undefined; company: Company; adminUrl?: string },
): MailMessage {
  const attachments = [
    { filename: signedFileName(signed.number), contentType: 'application/pdf', content: pdf },
  ];
  const when = devisMoment(signed.acceptedAt);
  if (signed.to === 'client') {
    return {
      to: options.to,
      ...reply(options.replyTo),
      subject: `Devis ${signed.number} accepté – votre exemplaire signé`,
      text: [
        'Bonjour,',
        '',
        `Vous avez accepté le devis n°${NBSP}${signed.number} le ${when}. Merci de votre confiance !`,
        'Votre exemplaire signé est joint à ce message (PDF) : conservez-le.',
        '',
        'Nous vous appelons pour convenir de la date des travaux.',
        'Vous disposez d’un délai de rétractation de 14 jours ; le formulaire figure à la fin du devis.',
        '',
        questions(options.company),
        '',
        ...signature(options.company),
      ].join('\n'),
      attachments,
    };
  }
  const page = leadPageUrl(options.adminUrl, signed.leadId);
  return {
    to: options.to,
    replyTo: signed.customerEmail,
    subject: `Devis ${signed.number} accepté – ${oneLine(signed.customerName)}`,
    text: [
      `Le devis n°${NBSP}${signed.number} (version ${signed.version}) a été accepté en ligne le ${when} par ${oneLine(signed.customerName)}.`,
      'L’exemplaire signé est joint (PDF) ; la preuve de l’acceptation figure sur la demande.',
      '',
      ...(page ? [`Ouvrir la demande : ${page}`, ''] : []),
      `Client : ${oneLine(signed.customerName)}`,
      `E-mail : ${oneLine(signed.customerEmail)}`,
      '',
      `Référence : ${signed.leadId}`,
    ].join('\n'),
    attachments,
  };
}

const NOTICE_WHAT: Record<DevisStaffNotice['event'], string> = {
  ouvert: 'ouvert',
  accepte: 'accepté',
  refuse: 'refusé',
};

/** The business told that a devis was opened for the first time, accepted or refused. */
export function devisStaffNoticeMail(
  notice: DevisStaffNotice,
  notifyTo: string,
  adminUrl?: string,
): MailMessage {
  const page = leadPageUrl(adminUrl, notice.leadId);
  const name = oneLine(notice.customerName);
  const what = NOTICE_WHAT[notice.event];
  const reason = notice.reason?.trim();
  return {
    to: notifyTo,
    subject: `Devis ${notice.number} ${what} – ${name}`,
    text: [
      notice.event === 'ouvert'
        ? `${name} vient d’ouvrir le devis n°${NBSP}${notice.number} (version ${notice.version}).`
        : `Le devis n°${NBSP}${notice.number} (version ${notice.version}) a été ${what} par ${name}.`,
      ...(notice.event === 'refuse'
        ? ['', ...(reason ? ['Raison donnée par le client :', quoted(reason)] : ['Aucune raison donnée.'])]
        : []),
      '',
      ...(page ? [`Ouvrir la demande : ${page}`, ''] : []),
      `Référence : ${notice.leadId}`,
    ].join('\n'),
  };
}
