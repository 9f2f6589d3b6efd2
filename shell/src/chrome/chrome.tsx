import { AppProviders, ErrorBoundary, ErrorFallback } from '@parquet-alsace/shared';
import { Footer } from './footer';
import { Header } from './header';

/** Header and footer are separate roots around <main>, which the apps own. */
export function HeaderRoot({ serverPath }: { serverPath?: string }) {
  return (
    <AppProviders>
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
        <Header serverPath={serverPath} />
      </ErrorBoundary>
    </AppProviders>
  );
}

export function FooterRoot() {
  return (
    <AppProviders>
      <ErrorBoundary fallback={(error) => <ErrorFallback error={error} />}>
        <Footer />
      </ErrorBoundary>
    </AppProviders>
  );
}
