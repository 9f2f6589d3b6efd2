import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/dev-servers';

/**
 * ATTACK_PORT, when set, fixes every port of the run (server, +10 its back office, +1 the mail
 * sink, +2 the sheet sink), for a machine where each tester keeps to a range; else free ones.
 */
const fixedPort = (offset: number): number | null =>
  process.env.ATTACK_PORT ? Number(process.env.ATTACK_PORT) + offset : null;

const root = join(__dirname, '..', '..');

/** How long the fake mail provider takes per message: long enough for a real backlog to form. */
const MAIL_DELAY_MS = 1000;

/** A request's whole body as text. */
function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

/**
 * A stand-in for a spreadsheet's webhook (SHEET_WEBHOOK_URL): every row is appended to `log`
 * as it arrived (one JSON line) and answered 200 at once.
 */
async function startSheetSink(log: string): Promise<{ url: string; server: Server }> {
  const server = createHttpServer(async (request, response) => {
    const body = await readBody(request);
    appendFileSync(log, `${body.replace(/\n/g, ' ')}\n`);
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  });
  const port = fixedPort(2) ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/sheet`, server };
}

/**
 * A stand-in for the HTTP mail API the outbox can use (MAIL_API_URL): every message it is given
 * is appended to `log` (one JSON line, in the order they arrive), and answered after a delay.
 */
async function startMailSink(log: string): Promise<{ url: string; server: Server }> {
  const server = createHttpServer(async (request, response) => {
    const body = await readBody(request);
    try {
      const mail = JSON.parse(body) as Record<string, unknown>;
      appendFileSync(
        log,
        `${JSON.stringify({ ...mail, reference: request.headers['idempotency-key'], at: Date.now() })}\n`,
      );
    } catch {
      response.writeHead(400).end();
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"attaque"}');
    }, MAIL_DELAY_MS);
  });
  const port = fixedPort(1) ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/emails`, server };
}

/** A production server this suite started: its URL, data folder and everything it printed. */
export interface StartedServer {
  url: string;
  /** The back office's own origin (ADMIN_PORT of the same server). */
  adminUrl: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A fresh production server, as `npm start` runs it, on a free port (and another for the back
 * office's origin, ADMIN_PORT) with a throw-away data directory: only PATH, HOME, TMPDIR and LANG of this shell, then `env`.
 */
export async function startProductionServer(env: Record<string, string>): Promise<StartedServer> {
  // A port given by the caller (PORT), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const adminPort = env.ADMIN_PORT ? Number(env.ADMIN_PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parquet-attack-'));
  const url = `http://127.0.0.1:${port}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  let output = '';
  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, 'shell', 'dist', 'server', 'prod-server.js')],
    {
      // Only what a bare `npm start` has: no limit, cache or database setting of this shell leaks in.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        LANG: process.env.LANG,
        DATA_DIR: dataDir,
        ...env,
        PORT: String(port),
        ADMIN_PORT: String(adminPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`Le serveur de production s’est arrêté au démarrage :\n${output}`);
    }
    try {
      if ((await fetch(`${url}/site-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Le serveur de production ne répond pas après 120 s :\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, adminUrl, dataDir, output: () => output, stop };
}

/**
 * Global setup of the attack suite: a fresh production server with default settings. A
 * tag-manager id is set so the CSP case can check the tag still loads after consent, mail goes
 * to a local stand-in of a mail API (what was sent, in order) and sheet rows to a stand-in
 * webhook. The cases find them through ATTACK_* variables; the server's output goes to a file
 * (ATTACK_SERVER_LOG) so the log cases can read what an operator would see.
 */
/**
 * A production server behind "a proxy" on 127.0.0.1 (TRUST_PROXY=127.0.0.1), and the anon key
 * its pages hand out.
 */
export async function startBehindProxy(
  env: Record<string, string>,
): Promise<{ server: StartedServer; anonKey: string }> {
  const server = await startProductionServer({ TRUST_PROXY: '127.0.0.1', ...env });
  const config = (await (await fetch(`${server.url}/site-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  return { server, anonKey: config.supabaseAnonKey };
}

export default async function startAttackServer(): Promise<() => Promise<void>> {
  const jwtSecret = randomBytes(32).toString('hex');
  // Secrets a real deployment has, so the secrets case can look for them in what browsers get.
  const adminSecret = randomBytes(24).toString('hex');
  const mailApiKey = `re_${randomBytes(16).toString('hex')}`;
  const logDir = mkdtempSync(join(tmpdir(), 'parquet-attack-log-'));
  const mailLog = join(logDir, 'sent-mail.jsonl');
  const sheetLog = join(logDir, 'sheet-rows.jsonl');
  const mail = await startMailSink(mailLog);
  const sheet = await startSheetSink(sheetLog);
  const server = await startProductionServer({
    ...(fixedPort(0) ? { PORT: String(fixedPort(0)), ADMIN_PORT: String(fixedPort(10)) } : {}),
    JWT_SECRET: jwtSecret,
    GTM_ID: 'GTM-ATTACK1',
    ADMIN_SECRET: adminSecret,
    MAIL_API_KEY: mailApiKey,
    MAIL_API_URL: mail.url,
    // The seed's mailbox is a placeholder, never a sender: a deployment names its own.
    MAIL_FROM: 'Parquet Alsace Rénovation <devis@parquet-alsace.example>',
    SHEET_WEBHOOK_URL: sheet.url,
  }).catch(async (error) => {
    await new Promise((resolve) => mail.server.close(resolve));
    await new Promise((resolve) => sheet.server.close(resolve));
    throw error;
  });

  process.env.ATTACK_URL = server.url;
  process.env.ATTACK_ADMIN_URL = server.adminUrl;
  process.env.ATTACK_DATA_DIR = server.dataDir;
  process.env.ATTACK_JWT_SECRET = jwtSecret;
  process.env.ATTACK_ADMIN_SECRET = adminSecret;
  process.env.ATTACK_MAIL_API_KEY = mailApiKey;
  process.env.ATTACK_MAIL_LOG = mailLog;
  process.env.ATTACK_SHEET_LOG = sheetLog;
  const serverLog = join(logDir, 'server.log');
  process.env.ATTACK_SERVER_LOG = serverLog;
  // The server's output so far and from now on, in a file the cases (other processes) can read.
  const flush = setInterval(() => writeFileSync(serverLog, server.output()), 200);
  return async () => {
    clearInterval(flush);
    await server.stop();
    await new Promise((resolve) => mail.server.close(resolve));
    await new Promise((resolve) => sheet.server.close(resolve));
    rmSync(logDir, { recursive: true, force: true });
  };
}
