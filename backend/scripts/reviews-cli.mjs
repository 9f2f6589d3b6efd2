#!/usr/bin/env node
// Review moderation for the business, without SQL:
//   npm run reviews -- list | approve ID | reject ID "raison" | respond ID "texte"
// Talks to the running local server (npm start) with the service role key, through supabase-js.
import { CliError, check, parisDate, runCli, serviceClient } from './cli.mjs';
import { visible } from './terminal-text.mjs';

const USAGE = `Modération des avis clients

  npm run reviews -- list                 avis en attente de modération
  npm run reviews -- approve ID           publier un avis
  npm run reviews -- reject ID "raison"   refuser un avis ; la raison est envoyée à son auteur
  npm run reviews -- respond ID "texte"   répondre à un avis, ou modifier la réponse (visible une fois l'avis publié)

Serveur : SUPABASE_URL (défaut http://127.0.0.1:$PORT ou 8080).
Clé : SUPABASE_SERVICE_ROLE_KEY, sinon dérivée du secret local (.data/jwt-secret).`;

const dateFormat = parisDate();

function stars(rating) {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

async function findReview(db, id) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '')) {
    throw new CliError(
      `Identifiant d’avis invalide : « ${id ?? ''} » (copiez-le depuis « npm run reviews -- list »).`,
    );
  }
  const rows = check(await db.from('reviews').select('id, name, title, status').eq('id', id), 'lire l’avis');
  if (rows.length === 0) throw new CliError(`Aucun avis avec l’identifiant ${id}.`);
  return rows[0];
}

async function list(db) {
  const reviews = check(
    await db
      .from('reviews')
      .select('id, name, email, title, content, rating, created_at')
      .eq('status', 'pending')
      .order('created_at'),
    'lister les avis',
  );
  if (reviews.length === 0) return 'Aucun avis en attente de modération.';
  // Everything a visitor typed goes through visible(); line breaks of the text stay line breaks.
  const blocks = reviews.map((review) =>
    [
      `• ${review.id}`,
      `  ${dateFormat.format(new Date(review.created_at))} — ${visible(review.name)} <${visible(review.email)}>`,
      `  ${stars(review.rating)}  ${visible(review.title)}`,
      ...String(review.content ?? '')
        .split('\n')
        .map((line) => `  │ ${visible(line)}`),
    ].join('\n'),
  );
  return `${reviews.length} avis en attente de modération :\n\n${blocks.join('\n\n')}`;
}

async function setStatus(db, id, status, reason) {
  if (status === 'rejected' && !reason?.trim()) {
    throw new CliError(
      'Indiquez la raison du refus entre guillemets : elle est envoyée à l’auteur de l’avis.',
    );
  }
  const review = await findReview(db, id);
  const change = status === 'rejected' ? { status, rejection_reason: reason.trim() } : { status };
  check(await db.from('reviews').update(change).eq('id', id), 'modifier l’avis');
  return status === 'approved'
    ? `Avis de ${visible(review.name)} « ${visible(review.title)} » publié.`
    : `Avis de ${visible(review.name)} « ${visible(review.title)} » refusé ; la raison lui est envoyée par e-mail.`;
}

async function respond(db, id, text) {
  if (!text?.trim()) throw new CliError('Indiquez le texte de la réponse entre guillemets.');
  const review = await findReview(db, id);
  // One response per review: a second one replaces the first.
  const updated = check(
    await db.from('review_responses').update({ response_text: text.trim() }).eq('review_id', id).select('id'),
    'modifier la réponse',
  );
  if (updated.length === 0) {
    check(
      await db.from('review_responses').insert({ review_id: id, response_text: text.trim() }),
      'enregistrer la réponse',
    );
  }
  const note = review.status === 'approved' ? '' : ' Elle sera visible une fois l’avis publié.';
  return `Réponse ${updated.length === 0 ? 'ajoutée à' : 'modifiée sur'} l’avis de ${visible(review.name)}.${note}`;
}

async function main(argv) {
  const [command, id, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const db = await serviceClient();
  switch (command) {
    case 'list':
      return list(db);
    case 'approve':
      return setStatus(db, id, 'approved');
    case 'reject':
      return setStatus(db, id, 'rejected', rest.join(' '));
    case 'respond':
      return respond(db, id, rest.join(' '));
    default:
      throw new CliError(`Commande inconnue : « ${visible(command)} ».\n\n${USAGE}`);
  }
}

runCli(main);
