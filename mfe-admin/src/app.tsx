import { AppProviders } from '@parquet-alsace/shared/client';
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BackendProvider, useSession } from './auth/session';
import { SignIn } from './auth/sign-in';
import { authTexts } from './auth/texts';
import { staffBackend } from './backend';
import { countNewLeads } from './leads/api';
import { Inbox } from './leads/inbox';
import { LeadPage } from './leads/lead-page';
import { ReviewsPage } from './reviews/moderation';
import { Link, matchRoute, useAddress } from './router';
import { Layout } from './ui/layout';
import { PageTitle } from './ui/page-title';
import { Loading } from './ui/states';
import { pageCss } from './ui/styles';
import { layoutTexts } from './ui/texts';

function Pages({ backend, email }: { backend: SupabaseClient; email: string }) {
  const { pathname } = useAddress();
  const client = useQueryClient();
  const route = matchRoute(pathname);
  // The number of new leads, on arrival and again whenever the staff member comes back to the tab.
  const fresh = useQuery({ queryKey: ['new-leads'], queryFn: () => countNewLeads(backend) });
  const signOut = async () => {
    await backend.auth.signOut({ scope: 'local' });
    client.clear();
  };
  return (
    <Layout
      current={route.name === 'reviews' ? 'reviews' : route.name === 'not-found' ? null : 'leads'}
      email={email}
      newLeads={fresh.data ?? null}
      onSignOut={signOut}
    >
      {route.name === 'leads' ? (
        <Inbox newLeads={fresh.data ?? null} />
      ) : route.name === 'lead' ? (
        <LeadPage id={route.id} />
      ) : route.name === 'reviews' ? (
        <ReviewsPage />
      ) : (
        <div css={pageCss}>
          <PageTitle>{layoutTexts.notFound}</PageTitle>
          <p>{layoutTexts.notFoundText}</p>
          <Link href="/admin/" css={{ color: 'var(--c-link)' }}>
            {layoutTexts.backToLeads}
          </Link>
        </div>
      )}
    </Layout>
  );
}

function Gate({ backend }: { backend: SupabaseClient }) {
  const session = useSession(backend);
  if (session.status === 'loading') {
    return (
      <main css={pageCss}>
        <Loading label={authTexts.checking} />
      </main>
    );
  }
  if (session.status === 'signed-out') return <SignIn backend={backend} linkError={session.linkError} />;
  return <Pages backend={backend} email={session.session.user.email ?? ''} />;
}

/** The back office: sign-in, then leads and reviews, with the data cached per staff member. */
export function AdminApp({ backend }: { backend?: SupabaseClient }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 15_000, retry: 1 }, mutations: { retry: false } },
      }),
  );
  const [staff] = useState(() => backend ?? staffBackend());
  return (
    <AppProviders>
      <QueryClientProvider client={client}>
        <BackendProvider backend={staff}>
          <Gate backend={staff} />
        </BackendProvider>
      </QueryClientProvider>
    </AppProviders>
  );
}
