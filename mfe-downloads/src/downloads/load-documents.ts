import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { documents } from '../data/queries';
import { parseDocuments, type SiteDocument } from './documents';

/** Every document, ordered by category then title. */
export async function loadDocuments(backend: BackendFactory): Promise<SiteDocument[]> {
  const { data, error } = await documents(await backend());
  if (error) throw error;
  return parseDocuments(data);
}
