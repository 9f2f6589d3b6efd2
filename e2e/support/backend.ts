import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import WebSocket from 'ws';
import { BASE_URL, JWT_SECRET } from './env';

/** A service-role client (bypasses RLS) to check what the business received. Tests only. */
export async function serviceClient(baseUrl = BASE_URL): Promise<SupabaseClient> {
  const now = Math.floor(Date.now() / 1000);
  const key = await sign(
    { role: 'service_role', iss: 'supabase', iat: now, exp: now + 3600 },
    JWT_SECRET,
    'HS256',
  );
  return createClient(baseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}
