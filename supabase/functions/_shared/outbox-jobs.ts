// The outbox's jobs, one payload type per kind. The database fills them (private.enqueue_job
// and its callers: submit_quote, the review, email_queue and storage triggers,
// enqueue_quote_alerts); the worker reads them through these schemas, and
// backend/test/outbox-payloads.test.ts runs the enqueuing SQL and checks every payload it
// builds against them, so the two sides cannot drift apart (docs/adr-lead-delivery.md).
import { z } from 'zod';

/** A quote_email / quote_copy job: the request's fields (private.quote_notification_payload). */
export const quoteNotificationPayload = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  postal_code: z.string(),
  surface: z.number(),
  property_type: z.string(),
  has_elevator: z.boolean().nullable(),
  finition: z.string(),
  teinture: z.boolean(),
  message: z.string().nullable(),
  address: z.string(),
  created_at: z.string(),
  estimated_price: z.number().nullable(),
  /** « Logement de plus de deux ans ? »; absent from requests stored before it was asked. */
  home_older_than_two_years: z.boolean().nullable().optional(),
  /** The VAT rate in percent and the estimate including it (submit_quote; absent before). */
  vat_rate: z.number().nullable().optional(),
  estimated_price_ttc: z.number().nullable().optional(),
  /** The visitor's copy only: the key of the link that chooses the technical visit. */
  visitToken: z.string().optional(),
});
export type QuoteNotification = z.infer<typeof quoteNotificationPayload>;

/** A quote_sheet job: the spreadsheet's row (private.enqueue_quote_jobs); the worker adds `photos`. */
export const quoteSheetPayload = z.object({
  id: z.string(),
  timestamp: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  postalCode: z.string(),
  surface: z.number(),
  propertyType: z.string(),
  hasElevator: z.enum(['Oui', 'Non']),
  finition: z.string(),
  teinture: z.enum(['Oui', 'Non']),
  /** The estimate, or « Sur devis » when the request has none. */
  totalPrice: z.union([z.number(), z.string()]),
  message: z.string(),
});
export type QuoteSheetRow = z.infer<typeof quoteSheetPayload>;

/**
 * A quote_alert job: a row for the spreadsheet. For a quote whose e-mail is late
 * (enqueue_quote_alerts) it carries the lead; for the site's daily photo budget
 * (private.check_quote_photo) only the alert.
 */
export const quoteAlertPayload = z.object({
  id: z.string(),
  alert: z.string(),
  timestamp: z.string(),
  leadId: z.string().optional(),
  lastError: z.string().optional(),
  fullName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  postalCode: z.string().optional(),
  surface: z.number().optional(),
  message: z.string().optional(),
});
export type QuoteAlert = z.infer<typeof quoteAlertPayload>;

/** A queued_email job: the email_queue row to send (its trigger). */
export const queuedEmailPayload = z.object({ emailQueueId: z.string() });

/** A review_rejection job: what the author is told (the reviews table's trigger). */
export const reviewRejectionPayload = z.object({
  reviewId: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  createdAt: z.string(),
  reason: z.string(),
});
export type ReviewRejection = z.infer<typeof reviewRejectionPayload>;

/** A quote_photos_removal job: the deleted lead's folder in the quote photos' bucket. */
export const quotePhotosRemovalPayload = z.object({ requestId: z.string() });

/**
 * A visit_invitation job (to the visitor, with the calendar invitation) or visit_notice (to
 * the business, without the visitor's link): private.enqueue_visit_mails, on every booking,
 * change (sequence raised) and cancellation (method CANCEL).
 */
export const visitMailPayload = z.object({
  visitId: z.string(),
  leadId: z.string(),
  method: z.enum(['REQUEST', 'CANCEL']),
  /** A booking that replaces a booked visit (a rebooking after a cancellation is not one). */
  moved: z.boolean(),
  sequence: z.number().int().min(0),
  startsAt: z.string(),
  endsAt: z.string(),
  /** « mardi 15 décembre, 9 h 00 – 10 h 00 » (the database's French label). */
  label: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  bookedBy: z.enum(['visiteur', 'equipe']),
  visitToken: z.string().optional(),
});
export type VisitMail = z.infer<typeof visitMailPayload>;

/** A visit_reminder job: the day before the visit (public.enqueue_visit_reminders). */
export const visitReminderPayload = z.object({
  visitId: z.string(),
  leadId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  label: z.string(),
  fullName: z.string(),
  email: z.string(),
  visitToken: z.string(),
});
export type VisitReminder = z.infer<typeof visitReminderPayload>;

/** A devis_link job: the customer's link to a devis version just sent (public.staff_send_devis). */
export const devisLinkPayload = z.object({
  devisId: z.string(),
  leadId: z.string(),
  number: z.string(),
  version: z.number().int().min(1),
  customerName: z.string(),
  customerEmail: z.string(),
  devisToken: z.string(),
  /** Last day it may be accepted, YYYY-MM-DD (Europe/Paris). */
  validUntil: z.string(),
  /** The total including VAT, in euros. */
  ttc: z.number(),
});
export type DevisLink = z.infer<typeof devisLinkPayload>;

/** A devis_code job: the 6-digit code to sign (public.devis_request_code). */
export const devisCodePayload = z.object({
  customerEmail: z.string(),
  code: z.string(),
  number: z.string(),
  leadId: z.string(),
});
export type DevisCode = z.infer<typeof devisCodePayload>;

/** A devis_reminder job: J+3, J+7, or 2 days before the end of validity (enqueue_devis_reminders). */
export const devisReminderPayload = z.object({
  customerEmail: z.string(),
  customerName: z.string(),
  number: z.string(),
  devisToken: z.string(),
  validUntil: z.string(),
  which: z.enum(['j3', 'j7', 'fin']),
  leadId: z.string(),
});
export type DevisReminder = z.infer<typeof devisReminderPayload>;

/**
 * A devis_signed job (public.devis_accept), one to the customer and one to the business, with
 * the signed PDF the production server stores at `storagePath` in the bucket `devis`; the
 * version's key (`devisToken`) names the customer's page, which draws that PDF again when it was
 * never stored.
 */
export const devisSignedPayload = z.object({
  to: z.enum(['client', 'entreprise']),
  customerEmail: z.string(),
  customerName: z.string(),
  number: z.string(),
  version: z.number().int().min(1),
  devisId: z.string(),
  leadId: z.string(),
  devisToken: z.string(),
  storagePath: z.string(),
  acceptedAt: z.string(),
});
export type DevisSigned = z.infer<typeof devisSignedPayload>;

/** A devis_staff_notice job: the business told of a first opening, an acceptance or a refusal. */
export const devisStaffNoticePayload = z.object({
  event: z.enum(['ouvert', 'accepte', 'refuse']),
  number: z.string(),
  version: z.number().int().min(1),
  leadId: z.string(),
  customerName: z.string(),
  /** The customer's reason for a refusal (their own words), null when they gave none. */
  reason: z.string().nullable().optional(),
});
export type DevisStaffNotice = z.infer<typeof devisStaffNoticePayload>;

/** A devis_pdf_removal job: the deleted devis's folder in the private bucket of the devis. */
export const devisPdfRemovalPayload = z.object({ devisId: z.string() });

/** Every kind the database may enqueue (outbox_jobs_kind_allowed), with its payload's schema. */
export const JOB_PAYLOADS = {
  quote_email: quoteNotificationPayload,
  quote_copy: quoteNotificationPayload,
  quote_sheet: quoteSheetPayload,
  quote_alert: quoteAlertPayload,
  queued_email: queuedEmailPayload,
  review_rejection: reviewRejectionPayload,
  quote_photos_removal: quotePhotosRemovalPayload,
  visit_invitation: visitMailPayload,
  visit_notice: visitMailPayload,
  visit_reminder: visitReminderPayload,
  devis_link: devisLinkPayload,
  devis_code: devisCodePayload,
  devis_reminder: devisReminderPayload,
  devis_signed: devisSignedPayload,
  devis_staff_notice: devisStaffNoticePayload,
  devis_pdf_removal: devisPdfRemovalPayload,
} as const;
export type JobKind = keyof typeof JOB_PAYLOADS;

/** A job's payload read through its kind's schema; a payload that does not fit fails the delivery. */
export function readPayload<T>(schema: z.ZodType<T>, kind: string, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  throw new Error(`Contenu d’un envoi ${kind} illisible : ${z.prettifyError(parsed.error)}`);
}
