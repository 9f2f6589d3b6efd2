import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BackendProvider } from './auth/session';

/** Renders a back-office screen with a fresh query cache and the given (fake) backend. */
export function renderWithBackend(ui: ReactNode, backend: Partial<SupabaseClient> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <BackendProvider backend={backend as SupabaseClient}>{ui}</BackendProvider>
    </QueryClientProvider>,
  );
}

/** An answer of the Auth API as `fetch` gives it (jsdom has no `Response`). */
export function authAnswer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}
