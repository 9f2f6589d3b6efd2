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

/** The site's own supabase-js, with the anon key its pages are given (no session kept). */
export async function visitorClient(baseUrl = BASE_URL): Promise<SupabaseClient> {
  const config = (await (await fetch(`${baseUrl}/site-config.json`)).json()) as { supabaseAnonKey: string };
  return createClient(baseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * A quote request as the wizard sends it to `submit_quote`: 40 m² of oiled oak in a house near
 * Colmar. Each test names the person (`fullName`, `email`) and what else it is about.
 */
export function wizardQuote(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    requestId: crypto.randomUUID(),
    surface: 40,
    propertyType: 'maison',
    finition: 'huileEnvironnement',
    teinture: false,
    phone: '+33612345678',
    postalCode: '68000',
    acceptTerms: true,
    source: 'wizard',
    ...fields,
  };
}
