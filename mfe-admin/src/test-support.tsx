import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BackendProvider } from './auth/session';
import type { LeadRow } from './leads/model';

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

/** The Auth API's answer to a password grant. */
export const passwordGrantTokens = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1' },
};

/** One lead as the inbox reads it: Camille Muller's 35 m² oiled in Strasbourg, new. */
export const leadRow = (over: Partial<LeadRow> = {}): LeadRow => ({
  id: '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11',
  created_at: '2026-11-26T08:30:00.000Z',
  full_name: 'Camille Muller',
  email: 'camille@example.fr',
  phone: '+33612345678',
  postal_code: '67000',
  city: 'Strasbourg',
  surface: 35,
  finition: 'huileEnvironnement',
  estimated_price: 1540,
  status: 'nouveau',
  ...over,
});
