// Supabase Edge Runtime entry (Deno), e.g. invoked every minute by pg_cron + pg_net with the
// service role key. The local server imports handler.ts directly and runs it when the database
// notifies a due job (LISTEN outbox_jobs), and on an interval.
import { handler } from './handler.ts';

Deno.serve((req) => handler(req, { vars: Deno.env.toObject(), fetchApi: fetch }));
