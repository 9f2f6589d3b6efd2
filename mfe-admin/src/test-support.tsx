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
