import { AppProviders } from '@parquet-alsace/shared';
import { CookieBanner } from '../consent/cookie-banner';
import { CookieSettingsDialog } from '../consent/cookie-settings-modal';
import { Footer } from './footer';
import { Header } from './header';

/**
 * The chrome around every page's <main>, rendered by the server only: header, footer, cookie
 * banner and settings dialog are static HTML that the page's inline loader makes work.
 */
export function HeaderRoot({ pathname }: { pathname: string }) {
  return (
    <AppProviders>
      <Header pathname={pathname} />
    </AppProviders>
  );
}

export function FooterRoot({ newsletterHtml }: { newsletterHtml: string }) {
  return (
    <AppProviders>
      <Footer newsletterHtml={newsletterHtml} />
    </AppProviders>
  );
}

export function ConsentRoot() {
  return (
    <AppProviders>
      <CookieBanner />
      <CookieSettingsDialog />
    </AppProviders>
  );
}
