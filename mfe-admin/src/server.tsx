// The release contract's server bundle. The back office renders in the browser only: the
// production server answers `/admin/` with its own small document and never renders this app
// (docs/adr-008-back-office.md); this bundle has no route and no fragment.
import { NotFoundPage, notFoundHead } from '@parquet-alsace/shared';
import { defineServerBundle } from '@parquet-alsace/shared/server';

export default defineServerBundle({
  app: { name: 'admin', routes: [], NotFound: NotFoundPage, notFoundHead },
});
