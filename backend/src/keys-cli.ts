// `npm run --silent keys`: the local instance's URL and keys as one JSON object, from the
// same secret the server uses (JWT_SECRET, else <DATA_DIR or repo/.data>/jwt-secret).
import { loadJwtSecret, signApiKey } from './auth/jwt-keys.ts';
import { defaultPublicUrl, resolvePaths } from './config.ts';

const secret = loadJwtSecret(resolvePaths().jwtSecretFile);
const keys = {
  url: process.env.SUPABASE_PUBLIC_URL ?? defaultPublicUrl(),
  anonKey: await signApiKey('anon', secret),
  serviceRoleKey: await signApiKey('service_role', secret),
};
process.stdout.write(`${JSON.stringify(keys)}\n`);
