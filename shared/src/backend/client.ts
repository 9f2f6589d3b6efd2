import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getSiteConfig } from '../platform/site-config';
import type { Database } from './database.types';

/** The backend client, typed by the schema the migrations build (database.types.ts, generated). */
export type Backend = SupabaseClient<Database>;
/** How a page or fragment gets the client: lazily, in the browser and on the server alike. */
export type BackendFactory = () => Promise<Backend>;

/**
 * The one backend client of the browser: supabase-js with the public anon key, exactly as
 * against a hosted Supabase project. Imported lazily (`import('@parquet-alsace/shared/backend')`) so its
 * ~56 KB stay off the first paint.
 */
let client: Backend | null = null;

export const missingConfigMessage =
  'Configuration du backend manquante\u00a0: l’adresse Supabase et la clé publique (supabaseUrl, supabaseAnonKey) doivent être fournies.';

export function getBackend(): Backend {
  if (client) return client;
  const { supabaseUrl, supabaseAnonKey } = getSiteConfig();
  if (!supabaseUrl || !supabaseAnonKey) {
    console.error(missingConfigMessage);
    throw new Error(missingConfigMessage);
  }
  client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { schema: 'public' },
    realtime: { params: { eventsPerSecond: 10 } },
  });
  return client;
}

export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
export { Constants } from './database.types';
export type { SupabaseClient };
