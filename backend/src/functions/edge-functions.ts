import type { EdgeHandler } from '../../../supabase/functions/_shared/env.ts';
import { handler as outboxWorker } from '../../../supabase/functions/outbox-worker/handler.ts';
import { handler as quotePhotoUpload } from '../../../supabase/functions/quote-photo-upload/handler.ts';

/** The edge functions of supabase/functions, served at /functions/v1/<name>. */
export const EDGE_FUNCTIONS: Readonly<Record<string, EdgeHandler>> = {
  'outbox-worker': outboxWorker,
  'quote-photo-upload': quotePhotoUpload,
};
