import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startProductionServer } from '../attack/server';
import { JWT_SECRET } from '../support/env';

/**
 * Global setup of the back-office journeys (`playwright test -c back-office.config.ts`): a fresh
 * production server whose mail goes to a local SMTP sink and whose sheet rows go to a stand-in
 * webhook, both on free ports. The sink keeps every message (JSON lines in BACK_OFFICE_MAIL_LOG)
 * with its attached files written beside it, and refuses mail naming the lead of BACK_OFFICE_FAIL_FILE while that file exists, so a journey
 * can make a delivery fail and then succeed. The server's own ports are BACK_OFFICE_PORT and
 * BACK_OFFICE_ADMIN_PORT (the back office's origin) when set.
 */
export default async function startBackOfficeServer(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'parquet-back-office-'));
  const mailLog = join(dir, 'mail.jsonl');
  const failFile = join(dir, 'fail-mail-for');
  writeFileSync(mailLog, '');

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const mail = await simpleParser(raw);
        const text = `${mail.subject ?? ''}\n${mail.text ?? ''}`;
        if (existsSync(failFile)) {
          const marker = readFileSync(failFile, 'utf8').trim();
          if (marker && text.includes(marker)) {
            const refusal = new Error('Boîte du destinataire pleine (essai du parcours)') as Error & {
              responseCode: number;
            };
            refusal.responseCode = 552;
            callback(refusal);
            return;
          }
        }
        // Attached files are written beside the log, each under a name of its own.
        const attachments = mail.attachments.map((part, index) => {
          const file = join(
            dir,
            `${Date.now()}-${index}-${(part.filename ?? 'piece').replace(/[^\w.-]/g, '_')}`,
          );
          writeFileSync(file, part.content);
          return { filename: part.filename ?? '', contentType: part.contentType, file };
        });
        const line = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments,
          at: Date.now(),
        };
        appendFileSync(mailLog, `${JSON.stringify(line)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const sheet = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok'));
  });
  await new Promise<void>((resolve) => sheet.listen(0, '127.0.0.1', resolve));
  const sheetPort = (sheet.address() as AddressInfo).port;

  const closeSinks = async () => {
    await new Promise((resolve) => smtp.close(() => resolve(null)));
    await new Promise((resolve) => sheet.close(() => resolve(null)));
  };
  const env: Record<string, string> = {
    JWT_SECRET,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    SHEET_WEBHOOK_URL: `http://127.0.0.1:${sheetPort}/sheet`,
    NOTIFY_TO: 'devis@parquet-alsace.example',
    // The seed's mailbox is a placeholder, never a sender: a deployment names its own.
    SMTP_FROM: 'Parquet Alsace Rénovation <devis@parquet-alsace.example>',
    OUTBOX_INTERVAL_MS: '300',
    // A delivery that fails once is failed at once: the journey re-sends it by hand.
    OUTBOX_RETRY_FOR_HOURS: '0',
    RENDER_CACHE_MS: '0',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    // Every journey signs in from this one client: more than the 20 password attempts a client
    // may make in 15 minutes. The limit itself is the attack suite's (cases 21 and 27).
    AUTH_PASSWORD_ATTEMPTS_PER_CLIENT: '10000',
  };
  if (process.env.BACK_OFFICE_PORT) env.PORT = process.env.BACK_OFFICE_PORT;
  if (process.env.BACK_OFFICE_ADMIN_PORT) env.ADMIN_PORT = process.env.BACK_OFFICE_ADMIN_PORT;
  const server = await startProductionServer(env).catch(async (error) => {
    await closeSinks();
    throw error;
  });

  process.env.BACK_OFFICE_URL = server.url;
  process.env.BACK_OFFICE_ADMIN_URL = server.adminUrl;
  process.env.BACK_OFFICE_MAIL_LOG = mailLog;
  process.env.BACK_OFFICE_FAIL_FILE = failFile;
  return async () => {
    await server.stop();
    await closeSinks();
    rmSync(dir, { recursive: true, force: true });
  };
}
