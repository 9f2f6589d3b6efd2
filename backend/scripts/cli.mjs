// What the business's command-line tools (`npm run staff`, `npm run reviews`, `npm run leads`)
// share: the service-role client, French error sentences, dates in Paris time, and printing a
// result or an error so that no control character reaches the terminal.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { printable } from './terminal-text.mjs';

/** An error meant for the person at the terminal: its message is printed alone, without a stack. */
export class CliError extends Error {}

/** Dates as the business reads them: Paris time, French words. */
export function parisDate(dateStyle = 'long') {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle, timeStyle: 'short', timeZone: 'Europe/Paris' });
}

async function serviceRoleKey() {
  if (process.env.SUPABASE_SERVICE_ROLE_KEY) return process.env.SUPABASE_SERVICE_ROLE_KEY;
  let keys;
  try {
    keys = await import('../dist/backend/src/auth/jwt-keys.js');
  } catch {
    throw new CliError(
      'Le backend n’est pas compilé : lancez « npm run build -w backend » (ou « npm start »).',
    );
  }
  const { resolvePaths } = await import('../dist/backend/src/config.js');
  return keys.signApiKey('service_role', keys.loadJwtSecret(resolvePaths().jwtSecretFile));
}

/** supabase-js with the service role, against SUPABASE_URL (default: the local server). */
export async function serviceClient() {
  const url = process.env.SUPABASE_URL ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
  return createClient(url, await serviceRoleKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket },
  });
}

function unreachable(error) {
  return (
    error?.name === 'AuthRetryableFetchError' ||
    /fetch failed|ECONNREFUSED/i.test(`${error?.message ?? ''} ${error?.details ?? ''} ${error?.name ?? ''}`)
  );
}

/** Turns a supabase-js result into its data, or its error into one French sentence. */
export function check({ data, error }, action) {
  if (!error) return data;
  if (unreachable(error)) {
    throw new CliError('Serveur injoignable : lancez « npm start » (ou indiquez SUPABASE_URL).');
  }
  throw new CliError(`Impossible de ${action} : ${error.message}`);
}

/** Runs a command's main function: prints its output, or its error (exit code 1). */
export function runCli(main) {
  main(process.argv.slice(2)).then(
    (output) => console.log(printable(output)),
    (error) => {
      console.error(printable(error instanceof CliError ? error.message : String(error?.stack ?? error)));
      process.exitCode = 1;
    },
  );
}
