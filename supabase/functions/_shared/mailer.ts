import { Buffer } from 'node:buffer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { isDeliverableAddress, UndeliverableAddressError } from './address.ts';

/** One message, as the outbox worker and the sign-in links compose it. */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * A calendar invitation (a technical visit): sent as the text/calendar part mail clients
   * offer to add (with its METHOD) and as an attached invitation.ics.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Files joined to the message (a signed devis as PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** nodemailer's fields for a message (the calendar as its icalEvent, the files as attachments). */
function nodemailerFields(message: MailMessage) {
  const { calendar, attachments, ...rest } = message;
  return {
    ...rest,
    ...(calendar
      ? { icalEvent: { method: calendar.method, filename: 'invitation.ics', content: calendar.content } }
      : {}),
    ...(attachments?.length
      ? {
          attachments: attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content),
          })),
        }
      : {}),
  };
}

/** Base64 of bytes, in chunks (a PDF is too large to spread into one call's arguments). */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export class NotConfiguredError extends Error {}

export interface Mailer {
  /** Which transport delivers ('api', 'smtp', 'files' or 'none'), for the logs. */
  readonly transport: 'api' | 'smtp' | 'files' | 'none';
  /** Sends one message; `reference` is the job's dedupe key (an idempotency key for APIs). */
  send(message: MailMessage, reference: string, signal: AbortSignal): Promise<void>;
  /** Closes pooled connections at the end of a run. */
  close(): void;
}

/**
 * The first configured of:
 * - an HTTP mail API (MAIL_API_KEY; MAIL_API_URL defaults to Resend's /emails endpoint): one
 *   HTTPS POST per message with an Idempotency-Key, so a retried job is not sent twice by a
 *   provider that honours it — works on any host, port 443 only;
 * - SMTP (SMTP_HOST), on port 465 with implicit TLS by default (hosted edge functions block
 *   25 and 587), pooled connections for a run;
 * - .eml files in MAIL_DIR (the local server sets it to .data/mail);
 * otherwise every message waits for configuration (NotConfiguredError).
 *
 * `from` is the sender (company.ts `senderAddress`: SMTP_FROM or MAIL_FROM, else the brand at
 * the company details' mailbox, never a placeholder); without one, messages wait as not
 * configured, except those written to MAIL_DIR on this machine.
 */
export function createMailer(vars: Record<string, string | undefined>, from: string): Mailer {
  const mailer = createTransportMailer(vars, from);
  return {
    transport: mailer.transport,
    async send(message, reference, signal) {
      // Files written on this machine (development, tests) leave nothing: they need no sender.
      if (!from && mailer.transport !== 'files') {
        throw new NotConfiguredError(
          'Expéditeur inconnu : ni SMTP_FROM ni MAIL_FROM, et pas d’e-mail dans les coordonnées de l’entreprise',
        );
      }
      assertDeliverable(message);
      await mailer.send(message, reference, signal);
    },
    close: () => mailer.close(),
  };
}

/**
 * Refuses a message whose recipient or reply-to is not one plain address (a transport would
 * read "a,b@x" or "g:b@x;" as several recipients): nothing is sent.
 */
export function assertDeliverable(message: Pick<MailMessage, 'to' | 'replyTo'>): void {
  for (const [header, value] of [
    ['to', message.to],
    ['replyTo', message.replyTo],
  ] as const) {
    if (header === 'replyTo' && value === undefined) continue;
    if (!isDeliverableAddress(value))
      throw new UndeliverableAddressError(
        `Adresse refusée (${header}) : une seule adresse simple est acceptée`,
      );
  }
}

function createTransportMailer(vars: Record<string, string | undefined>, from: string): Mailer {
  if (vars.MAIL_API_KEY) return apiMailer(vars, from);
  if (vars.SMTP_HOST) return smtpMailer(vars, from);
  const mailDir = vars.MAIL_DIR;
  if (mailDir) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      transport: 'files',
      async send(message, reference) {
        // Without a sender (no real mailbox in the details yet), a local one: this file never leaves.
        const info = await transport.sendMail({
          from: from || 'courrier-local@localhost',
          ...nodemailerFields(message),
        });
        await mkdir(mailDir, { recursive: true });
        const safeReference = reference.replace(/[^A-Za-z0-9_-]/g, '_');
        await writeFile(join(mailDir, `${Date.now()}-${safeReference}.eml`), info.message as Buffer);
      },
      close() {},
    };
  }
  return {
    transport: 'none',
    send() {
      return Promise.reject(
        new NotConfiguredError('Envoi des e-mails non configuré (SMTP_HOST ou MAIL_API_KEY)'),
      );
    },
    close() {},
  };
}

function smtpMailer(vars: Record<string, string | undefined>, from: string): Mailer {
  const port = Number(vars.SMTP_PORT || 465);
  const secure = vars.SMTP_SECURE ? vars.SMTP_SECURE === 'true' : port === 465;
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: Math.max(1, Number(vars.SMTP_MAX_CONNECTIONS) || 4),
    maxMessages: 100,
    host: vars.SMTP_HOST,
    port,
    secure,
    auth: vars.SMTP_USER ? { user: vars.SMTP_USER, pass: vars.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    transport: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...nodemailerFields(message) });
    },
    close() {
      transport.close();
    },
  };
}

function apiMailer(vars: Record<string, string | undefined>, from: string): Mailer {
  const url = vars.MAIL_API_URL || 'https://api.resend.com/emails';
  return {
    transport: 'api',
    async send(message, reference, signal) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${vars.MAIL_API_KEY}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': reference,
        },
        body: JSON.stringify({
          from,
          to: [message.to],
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.calendar || message.attachments?.length
            ? {
                attachments: [
                  ...(message.calendar
                    ? [
                        {
                          filename: 'invitation.ics',
                          content: base64(new TextEncoder().encode(message.calendar.content)),
                          content_type: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
                        },
                      ]
                    : []),
                  ...(message.attachments ?? []).map((file) => ({
                    filename: file.filename,
                    content: base64(file.content),
                    content_type: file.contentType,
                  })),
                ],
              }
            : {}),
        }),
        signal,
      });
      const detail = response.ok ? '' : (await response.text()).slice(0, 300);
      if (!response.ok) throw new Error(`API d'envoi d'e-mails : HTTP ${response.status} ${detail}`.trim());
      await response.body?.cancel();
    },
    close() {},
  };
}
