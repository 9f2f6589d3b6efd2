// An SMTP server on loopback that keeps every message it receives, for the tests of what the
// backend mails (Auth's links and codes, the outbox's deliveries).
import type { BackendOptions } from '../../src/index.ts';
import { startSmtpSink } from './smtp-sink.cjs';
import { startTestServer, type TestServer } from './test-server.ts';

/** The sender the business's deployment names (SMTP_FROM). */
export const BUSINESS_SENDER = 'Parquet Alsace Rénovation <devis@parquet-alsace.example>';

export interface CaughtMail {
  to: string[];
  /** The message as sent, headers and encoded body. */
  raw: string;
  /** The message as read: quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A message's body as read: quoted-printable soft breaks and escapes undone. */
export function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (encoded) => decodeURIComponent(encoded.replaceAll('=', '%')));
}

/** Waits until `find` returns something (polling a condition, never a fixed sleep). */
export async function waitFor<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface MailCatcher {
  /** Every message received so far, in order (tests may empty it). */
  mails: CaughtMail[];
  /** The SMTP settings the backend's functions send through, and the business's sender. */
  env: { SMTP_HOST: string; SMTP_PORT: string; SMTP_FROM: string };
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const sink = await startSmtpSink(({ to, raw }) => mails.push({ to, raw, text: readable(raw) }));
  return {
    mails,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      // The seed's mailbox is a placeholder, never a sender: a deployment names its own.
      SMTP_FROM: BUSINESS_SENDER,
    },
    close: sink.close,
  };
}

/** A test server whose functions mail through a catcher of their own (closed with the server). */
export async function startMailingServer(options: BackendOptions = {}) {
  const catcher = await startMailCatcher();
  const server: TestServer = await startTestServer({
    ...options,
    functionEnv: { ...catcher.env, ...options.functionEnv },
  });
  return {
    server,
    catcher,
    async close() {
      await server.close();
      await catcher.close();
    },
  };
}

/** What a test file reads of its mailing server once its tests run. */
export interface MailingSuite {
  readonly server: TestServer;
  readonly catcher: MailCatcher;
  /** The catcher's messages, in order (tests may empty it). */
  readonly mails: CaughtMail[];
}

/**
 * A test file's mailing server (startMailingServer): started before its tests, closed after
 * them. Its parts are read through the object returned, from the tests on.
 */
export function mailingServerForFile(options: BackendOptions = {}): MailingSuite {
  let started: Awaited<ReturnType<typeof startMailingServer>> | undefined;
  beforeAll(async () => {
    started = await startMailingServer(options);
  });
  afterAll(() => started?.close());
  const live = () => {
    if (!started) throw new Error('the mailing server starts before the tests (beforeAll)');
    return started;
  };
  return {
    get server() {
      return live().server;
    },
    get catcher() {
      return live().catcher;
    },
    get mails() {
      return live().catcher.mails;
    },
  };
}
