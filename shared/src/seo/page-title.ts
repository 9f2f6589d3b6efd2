import { business } from '../facts/business-facts';

/**
 * A page's document title: its own words, then the brand from the business facts
 * (`pageTitle('Avis clients')` → "Avis clients | Parquet Alsace Rénovation"). Every title of the
 * site, server pages and remotes alike, is written through it.
 */
export function pageTitle(title: string): string {
  return `${title} | ${business.brand}`;
}
