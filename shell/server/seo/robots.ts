import { business } from '@parquet-alsace/shared';

/**
 * Everything may be crawled except the backend's API. Noindex pages (/cgv/, /thank-you/) stay
 * crawlable on purpose: a crawler that cannot fetch them never sees their noindex.
 */
export function robotsTxt(host: string = business.canonicalHost): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /rest/',
    'Disallow: /functions/',
    '',
    `Sitemap: ${host}/sitemap.xml`,
    '',
  ].join('\n');
}
