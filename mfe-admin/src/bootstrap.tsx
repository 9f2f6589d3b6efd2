import { defineRoute, type MicroApp, NotFoundPage, notFoundHead } from '@parquet-alsace/shared';
import { runStandalone } from '@parquet-alsace/shared/standalone';
import { AdminApp } from './app';
import { authTexts } from './auth/texts';

/**
 * Standalone run (`npm run dev -w mfe-admin`, port 9106): the back office alone, against the
 * backend of a running `npm start`; inside the site, the shell's runtime mounts ./app. The back
 * office routes itself (src/router.tsx): these are the addresses the dev server's index lists and
 * `npm test` opens (docs/adr-011-standalone-remotes.md); each draws the whole back office.
 */
const addresses = ['/admin/', '/admin/leads/', '/admin/leads/:id/', '/admin/reviews/'];

/** One component for every address: the back office keeps its state as it moves between them. */
function BackOffice() {
  return <AdminApp />;
}

/** An address outside the back office: the site's not-found page, in the main region it lacks. */
function OutsideBackOffice() {
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}

const standaloneApp: MicroApp = {
  name: 'admin',
  routes: addresses.map((path) =>
    defineRoute({
      path,
      head: (_data, { url }) => ({
        title: authTexts.title,
        description: authTexts.title,
        path: url.pathname,
        robots: 'noindex',
      }),
      Component: BackOffice,
    }),
  ),
  NotFound: OutsideBackOffice,
  notFoundHead,
};

// Its pages draw their own <main>, as in the site's back-office document.
runStandalone(standaloneApp, { ownMain: true });
