// Server bundle of the shell: the chrome and the shell's own pages, rendered to HTML by the
// production server. The chrome is never hydrated (the page's inline loader drives it); its one
// island, the newsletter form, is rendered as its own React root so that it hydrates as one.
import { AppProviders, islandKey, LoadFailed } from '@parquet-alsace/shared';
import { defineServerBundle } from '@parquet-alsace/shared/server';
import { renderToString } from 'react-dom/server';
import { ConsentRoot, FooterRoot, HeaderRoot } from './chrome/chrome';
import { NewsletterForm } from './newsletter/newsletter-form';
import { pagesApp } from './pages/app';

export default defineServerBundle({
  app: pagesApp,
  chrome: (pathname) => {
    const newsletterHtml = renderToString(
      <AppProviders>
        <NewsletterForm />
      </AppProviders>,
      { identifierPrefix: islandKey('shell/NewsletterForm') },
    );
    return {
      header: renderToString(<HeaderRoot pathname={pathname} />, { identifierPrefix: 'header-' }),
      footer: renderToString(<FooterRoot newsletterHtml={newsletterHtml} />, { identifierPrefix: 'footer-' }),
      consent: renderToString(<ConsentRoot />, { identifierPrefix: 'consent-' }),
      unavailable: renderToString(<LoadFailed page retryHref={pathname} />),
    };
  },
});
