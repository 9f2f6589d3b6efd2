import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './messages.ts';

export class NotConfiguredError extends Error {}

export type SendMail = (message: MailMessage, reference: string) => Promise<void>;

/**
 * SMTP when SMTP_HOST is set. Without it, and with MAIL_DIR set (the local server sets it to
 * .data/mail), each message is written there as an .eml file, so a local run delivers for
 * real. With neither, delivery waits for configuration.
 */
export function createMailer(vars: Record<string, string | undefined>): SendMail {
  const from = vars.SMTP_FROM || 'Parquet Alsace Rénovation <contact@parquet-alsace.example>';
  if (vars.SMTP_HOST) {
    const port = Number(vars.SMTP_PORT || 587);
    const transport = nodemailer.createTransport({
      host: vars.SMTP_HOST,
      port,
      secure: port === 465,
      auth: vars.SMTP_USER ? { user: vars.SMTP_USER, pass: vars.SMTP_PASS ?? '' } : undefined,
      connectionTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return async (message) => {
      await transport.sendMail({ from, ...message });
    };
  }
  const mailDir = vars.MAIL_DIR;
  if (mailDir) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return async (message, reference) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      const safeReference = reference.replace(/[^A-Za-z0-9_-]/g, '_');
      await writeFile(join(mailDir, `${Date.now()}-${safeReference}.eml`), info.message as Buffer);
    };
  }
  return async () => {
    throw new NotConfiguredError('SMTP_HOST non configuré');
  };
}
