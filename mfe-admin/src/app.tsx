import { AppProviders } from '@parquet-alsace/shared/client';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { BackendProvider, useSession } from './auth/session';
import { SignIn } from './auth/sign-in';
import { authTexts } from './auth/texts';
import { type StaffBackend, staffBackend } from './backend';
import { leadQueries } from './leads/queries';
import { Link, matchRoute, useAddress } from './router';
import { Layout } from './ui/layout';
import { PageTitle } from './ui/page-title';
import { LoadFailed, Loading } from './ui/states';
import { pageCss } from './ui/styles';
import { layoutTexts } from './ui/texts';

// Each screen's code loads when it is opened (docs/adr-008-back-office.md): the sign-in screen
// and the header never wait for the inbox, a lead or the publishing screens.
const Inbox = lazy(() => import('./leads/inbox').then((m) => ({ default: m.Inbox })));
const LeadPage = lazy(() => import('./leads/lead-page').then((m) => ({ default: m.LeadPage })));
const ReviewsPage = lazy(() => import('./reviews/moderation').then((m) => ({ default: m.ReviewsPage })));
const JournalPage = lazy(() => import('./journal/journal-page').then((m) => ({ default: m.JournalPage })));
const PerformancePage = lazy(() =>
  import('./performance/performance-page').then((m) => ({ default: m.PerformancePage })),
);
const AgendaPage = lazy(() => import('./visits/agenda-page').then((m) => ({ default: m.AgendaPage })));
const AvailabilityPage = lazy(() =>
  import('./visits/availability-page').then((m) => ({ default: m.AvailabilityPage })),
);
const CompanyPage = lazy(() => import('./company/company-page').then((m) => ({ default: m.CompanyPage })));
const GalleryPage = lazy(() => import('./gallery/gallery-page').then((m) => ({ default: m.GalleryPage })));
const DocumentsPage = lazy(() =>
  import('./documents/documents-page').then((m) => ({ default: m.DocumentsPage })),
);
const ArticlesList = lazy(() =>
  import('./articles/articles-list').then((m) => ({ default: m.ArticlesList })),
);
const PriceListPage = lazy(() =>
  import('./price-list/price-list-page').then((m) => ({ default: m.PriceListPage })),
);
const PasswordPage = lazy(() => import('./account/password-page').then((m) => ({ default: m.PasswordPage })));
const ArticleEditorPage = lazy(() =>
  import('./articles/article-editor').then((m) => ({ default: m.ArticleEditorPage })),
);

function Pages({ backend, email }: { backend: StaffBackend; email: string }) {
  const { pathname } = useAddress();
  const client = useQueryClient();
  const route = matchRoute(pathname);
  // The number of new leads, on arrival and again whenever the staff member comes back to the tab.
  const fresh = useQuery(leadQueries.newCount(backend));
  const signOut = async () => {
    await backend.auth.signOut({ scope: 'local' });
    client.clear();
  };
  return (
    <Layout
      current={
        route.name === 'reviews' ||
        route.name === 'journal' ||
        route.name === 'performance' ||
        route.name === 'agenda' ||
        route.name === 'availability' ||
        route.name === 'company' ||
        route.name === 'prices' ||
        route.name === 'gallery' ||
        route.name === 'documents' ||
        route.name === 'password'
          ? route.name
          : route.name === 'articles' || route.name === 'article'
            ? 'articles'
            : route.name === 'not-found'
              ? null
              : 'leads'
      }
      email={email}
      newLeads={fresh.data ?? null}
      onSignOut={signOut}
    >
      <Suspense fallback={<Loading />}>
        {route.name === 'leads' ? (
          <Inbox newLeads={fresh.data ?? null} />
        ) : route.name === 'lead' ? (
          <LeadPage id={route.id} />
        ) : route.name === 'reviews' ? (
          <ReviewsPage />
        ) : route.name === 'journal' ? (
          <JournalPage />
        ) : route.name === 'performance' ? (
          <PerformancePage />
        ) : route.name === 'agenda' ? (
          <AgendaPage />
        ) : route.name === 'availability' ? (
          <AvailabilityPage />
        ) : route.name === 'company' ? (
          <CompanyPage />
        ) : route.name === 'prices' ? (
          <PriceListPage />
        ) : route.name === 'password' ? (
          <PasswordPage backend={backend} />
        ) : route.name === 'gallery' ? (
          <GalleryPage />
        ) : route.name === 'documents' ? (
          <DocumentsPage />
        ) : route.name === 'article' ? (
          <ArticleEditorPage id={route.id} />
        ) : route.name === 'articles' ? (
          <ArticlesList />
        ) : (
          <div css={pageCss}>
            <PageTitle>{layoutTexts.notFound}</PageTitle>
            <p>{layoutTexts.notFoundText}</p>
            <Link href="/admin/" css={{ color: 'var(--c-link)' }}>
              {layoutTexts.backToLeads}
            </Link>
          </div>
        )}
      </Suspense>
    </Layout>
  );
}

function Checking() {
  return (
    <main css={pageCss}>
      <Loading label={authTexts.checking} />
    </main>
  );
}

/**
 * Signed in is not enough: the account must be a staff member's (`is_staff_member()`, the same
 * rule as every policy). Any other account is signed out at once, and told why.
 */
function StaffOnly({
  backend,
  userId,
  onRefused,
  children,
}: {
  backend: StaffBackend;
  userId: string;
  onRefused: () => void;
  children: ReactNode;
}) {
  const staff = useQuery({
    queryKey: ['is-staff', userId],
    queryFn: async () => {
      const { data, error } = await backend.rpc('is_staff_member');
      if (error) throw error;
      return data === true;
    },
  });
  useEffect(() => {
    if (staff.data === false) {
      onRefused();
      void backend.auth.signOut({ scope: 'local' });
    }
  }, [staff.data, backend, onRefused]);
  if (staff.isPending || staff.data === false) return <Checking />;
  if (staff.isError) {
    return (
      <main css={pageCss}>
        <LoadFailed onRetry={() => staff.refetch()} />
      </main>
    );
  }
  return <>{children}</>;
}

function Gate({ backend }: { backend: StaffBackend }) {
  const session = useSession(backend);
  const [refused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);
  if (session.status === 'loading') return <Checking />;
  if (session.status === 'signed-out') {
    return (
      <SignIn backend={backend} linkError={session.linkError} notice={refused ? authTexts.notStaff : null} />
    );
  }
  return (
    <StaffOnly backend={backend} userId={session.session.user.id} onRefused={refuse}>
      <Pages backend={backend} email={session.session.user.email ?? ''} />
    </StaffOnly>
  );
}

/** The back office: sign-in, then leads and reviews, with the data cached per staff member. */
export function AdminApp({ backend }: { backend?: StaffBackend }) {
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
