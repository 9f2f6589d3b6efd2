import type { EdgeHandler } from '../../../supabase/functions/_shared/env.ts';
import { handler as outboxWorker } from '../../../supabase/functions/outbox-worker/handler.ts';
import { handler as saveQuote } from '../../../supabase/functions/save-quote/handler.ts';
import { handler as sendFormNotification } from '../../../supabase/functions/send-form-notification/handler.ts';

/** The edge functions of supabase/functions, served at /functions/v1/<name>. */
export const EDGE_FUNCTIONS: Readonly<Record<string, EdgeHandler>> = {
  'save-quote': saveQuote,
  'send-form-notification': sendFormNotification,
  'outbox-worker': outboxWorker,
};
