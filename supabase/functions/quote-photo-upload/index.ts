// Supabase Edge Runtime entry (Deno). The local server imports handler.ts directly.
import { handler } from './handler.ts';

Deno.serve((req) => handler(req, { vars: Deno.env.toObject(), fetchApi: fetch }));
