#!/usr/bin/env node
// Leads not yet delivered to the business, without SQL:
//   npm run leads -- undelivered | retry-failed
// Talks to the running server (npm start) or a hosted project with the service role key.
import { CliError, check, parisDate, runCli, serviceClient } from './cli.mjs';
import { visible } from './terminal-text.mjs';

const USAGE = `Demandes de devis pas encore transmises

  npm run leads -- undelivered     demandes dont l'e-mail n'est pas encore parti, avec la dernière erreur
  npm run leads -- retry-failed    relancer les envois abandonnés (après avoir réparé la cause)

Serveur : SUPABASE_URL (défaut http://127.0.0.1:$PORT ou 8080).
Clé : SUPABASE_SERVICE_ROLE_KEY, sinon dérivée du secret local (.data/jwt-secret).`;

const dateFormat = parisDate('medium');

const STATUS = { pending: 'en cours de relance', failed: 'abandonné', done: 'envoyé' };

async function undelivered(db) {
  const leads = check(await db.rpc('undelivered_leads'), 'lister les demandes non transmises');
  if (leads.length === 0) return 'Toutes les demandes de devis ont été envoyées par e-mail.';
  const blocks = leads.map((lead) =>
    [
      `• ${lead.lead_id} — reçue le ${dateFormat.format(new Date(lead.created_at))}`,
      // What a visitor typed, and errors that may quote it, go through visible().
      `  ${visible(lead.full_name)} — ${visible(lead.phone)} — ${visible(lead.email)}`,
      `  E-mail : ${STATUS[lead.email_status] ?? lead.email_status}, ${lead.email_attempts} essai(s)` +
        (lead.email_status === 'pending'
          ? `, prochain essai ${dateFormat.format(new Date(lead.next_attempt_at))}`
          : ''),
      `  Dernière erreur : ${lead.email_error ? visible(lead.email_error) : '(aucune : pas encore essayé)'}`,
      `  Tableur : ${STATUS[lead.sheet_status] ?? lead.sheet_status ?? '—'}` +
        (lead.sheet_error && lead.sheet_status !== 'done' ? ` (${visible(lead.sheet_error)})` : '') +
        (lead.alert_status ? ` — alerte ${STATUS[lead.alert_status] ?? lead.alert_status}` : ''),
    ].join('\n'),
  );
  return `${leads.length} demande(s) de devis dont l'e-mail n'est pas parti :\n\n${blocks.join('\n\n')}`;
}

async function retryFailed(db) {
  const count = check(await db.rpc('retry_failed_outbox_jobs'), 'relancer les envois');
  return count === 0 ? 'Aucun envoi abandonné.' : `${count} envoi(s) relancé(s).`;
}

async function main([command]) {
  if (!command || command === 'help' || command === '--help') return USAGE;
  const db = await serviceClient();
  switch (command) {
    case 'undelivered':
      return undelivered(db);
    case 'retry-failed':
      return retryFailed(db);
    default:
      throw new CliError(`Commande inconnue : « ${visible(command)} ».\n\n${USAGE}`);
  }
}

runCli(main);
