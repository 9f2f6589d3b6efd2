#!/usr/bin/env node
// Staff accounts of the back office (/admin/), without SQL:
//   npm run staff -- add EMAIL [--password MOT_DE_PASSE] | list | remove EMAIL
// Works the same on the local server and on a hosted Supabase project: supabase-js's Auth admin
// API and the staff functions, with the service role key, against SUPABASE_URL.
import { CliError, check, parisDate, runCli, serviceClient } from './cli.mjs';

const USAGE = `Comptes de l’équipe (espace /admin/)

  npm run staff -- add EMAIL                        créer le compte (connexion par lien reçu par e-mail) et l’autoriser
  npm run staff -- add EMAIL --password MOT_DE_PASSE  idem, avec un mot de passe (12 caractères au moins, 72 octets au plus)
  npm run staff -- list                             les membres de l’équipe
  npm run staff -- remove EMAIL                     retirer l’accès et supprimer le compte (ses sessions s’arrêtent)

Serveur : SUPABASE_URL (défaut http://127.0.0.1:$PORT ou 8080).
Clé : SUPABASE_SERVICE_ROLE_KEY, sinon dérivée du secret local (.data/jwt-secret).`;

const dateFormat = parisDate();

function normalisedEmail(email) {
  const value = String(email ?? '')
    .trim()
    .toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || value.length > 254) {
    throw new CliError(`Adresse e-mail invalide : « ${String(email ?? '')} ».`);
  }
  return value;
}

/** The Auth user with this address, or null (every page of users is read). */
async function findUser(db, email) {
  for (let page = 1; ; page++) {
    const data = check(await db.auth.admin.listUsers({ page, perPage: 1000 }), 'lire les comptes');
    const found = data.users.find((user) => user.email?.toLowerCase() === email);
    if (found) return found;
    if (data.users.length < 1000) return null;
  }
}

async function add(db, args) {
  const [rawEmail, ...options] = args;
  const email = normalisedEmail(rawEmail);
  let password;
  for (let i = 0; i < options.length; i++) {
    if (options[i] === '--password') {
      password = options[++i];
      if (!password) throw new CliError('Indiquez le mot de passe après --password.');
    } else {
      throw new CliError(`Option inconnue : « ${options[i]} ».\n\n${USAGE}`);
    }
  }
  // The server also refuses common passwords and one repeated character (docs/adr-007-auth-subset.md).
  if (password !== undefined && ([...password].length < 12 || Buffer.byteLength(password, 'utf8') > 72)) {
    throw new CliError('Le mot de passe doit compter au moins 12 caractères et au plus 72 octets.');
  }
  let user = await findUser(db, email);
  let created = false;
  if (!user) {
    user = check(
      await db.auth.admin.createUser({ email, email_confirm: true, ...(password ? { password } : {}) }),
      'créer le compte',
    ).user;
    created = true;
  } else if (password) {
    check(await db.auth.admin.updateUserById(user.id, { password }), 'changer le mot de passe');
  }
  check(await db.rpc('staff_member_add', { member_id: user.id, member_email: email }), 'autoriser le compte');
  const how = password ? 'par mot de passe ou par lien reçu par e-mail' : 'par lien reçu par e-mail';
  return `${created ? 'Compte créé' : 'Compte existant'} : ${email} fait partie de l’équipe (connexion ${how} sur /admin/).`;
}

async function list(db) {
  const members = check(await db.rpc('staff_member_list'), 'lister l’équipe');
  if (members.length === 0)
    return 'Aucun membre de l’équipe : ajoutez-en un avec « npm run staff -- add EMAIL ».';
  const lines = [];
  for (const member of members) {
    const user = check(await db.auth.admin.getUserById(member.user_id), 'lire le compte').user;
    const last = user?.last_sign_in_at
      ? `dernière connexion le ${dateFormat.format(new Date(user.last_sign_in_at))}`
      : 'jamais connecté';
    lines.push(`• ${member.email} — ajouté le ${dateFormat.format(new Date(member.added_at))}, ${last}`);
  }
  return `${members.length} membre(s) de l’équipe :\n${lines.join('\n')}`;
}

async function remove(db, args) {
  const email = normalisedEmail(args[0]);
  const user = await findUser(db, email);
  if (!user) throw new CliError(`Aucun compte avec l’adresse ${email}.`);
  check(await db.rpc('staff_member_remove', { member_id: user.id }), 'retirer l’accès');
  // Deleting the account ends its sessions and refresh tokens; its notes keep the address.
  check(await db.auth.admin.deleteUser(user.id), 'supprimer le compte');
  return `${email} ne fait plus partie de l’équipe : accès retiré, compte supprimé, sessions arrêtées.`;
}

async function main(argv) {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;
  if (!['add', 'list', 'remove'].includes(command)) {
    throw new CliError(`Commande inconnue : « ${command} ».\n\n${USAGE}`);
  }
  const db = await serviceClient();
  if (command === 'add') return add(db, args);
  if (command === 'list') return list(db);
  return remove(db, args);
}

runCli(main);
