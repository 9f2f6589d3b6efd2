import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { parseDocuments, type SiteDocument } from './documents';

/** Every document, ordered by category then title. */
export async function loadDocuments(backend: BackendFactory): Promise<SiteDocument[]> {
  const { data, error } = await (await backend())
    .from('documents')
    .select('id, title, description, category, file_url, file_type, file_size, download_count, updated_at')
    .order('category', { ascending: true })
    .order('title', { ascending: true });
  if (error) throw error;
  return parseDocuments(data);
}
