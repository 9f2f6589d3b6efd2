import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { execute, type RestOptions } from './execute.ts';
import {
  applyRangeHeader,
  contentRange,
  negotiate,
  preferenceApplied,
  rangeStatus,
  respondRows,
} from './negotiation.ts';
import { tableQuery } from './request-body.ts';
import { buildCount, buildRead } from './sql-writer.ts';

/** GET (and HEAD) /rest/v1/<table>: rows, filtered, ordered and paged; the total on count=exact. */
export function registerReadRoutes(app: Hono<AppEnv>, options: RestOptions): void {
  const { limits } = options;
  app.get('/rest/v1/:table', async (c) => {
    const query = tableQuery(c, limits);
    applyRangeHeader(c, query);
    const table = c.req.param('table');
    const { prefer, singular } = negotiate(c);
    const outcome = await execute(options, c, prefer, singular, {
      readOnly: true,
      checkAffected: false,
      statements: (catalog) => [
        buildRead(catalog, table, query, limits),
        prefer.count === 'exact' ? buildCount(catalog, table, query) : null,
      ],
    });
    const headers = preferenceApplied(prefer);
    headers['Content-Range'] = contentRange(query.offset, outcome.rowCount, outcome.total);
    return respondRows(c, rangeStatus(query.offset, outcome.total), outcome.body ?? '[]', singular, headers);
  });
}
