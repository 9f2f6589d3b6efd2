import type { Tables } from '@parquet-alsace/shared/backend';
import { BUCKETS } from '@parquet-alsace/shared/buckets';
import type { StaffBackend } from '../backend';
import { storedAddress } from '../gallery/api';
import { AdminError } from '../ui/admin-error';
import { fileSlug } from './file-rules';

export const DOCUMENTS_BUCKET = BUCKETS.documents;

/** A published document as staff read it: the columns `fetchDocuments` selects. */
export type AdminDocument = Pick<
  Tables<'documents'>,
  'id' | 'title' | 'description' | 'category' | 'file_url' | 'file_size' | 'download_count' | 'updated_at'
>;

export interface DocumentFields {
  title: string;
  description: string;
  category: string;
}

export async function fetchDocuments(backend: StaffBackend): Promise<AdminDocument[]> {
  const { data, error } = await backend
    .from('documents')
    .select('id, title, description, category, file_url, file_size, download_count, updated_at')
    .order('category', { ascending: true })
    .order('title', { ascending: true });
  if (error) throw error;
  return data;
}

/** A Storage refusal as the back office explains it. */
export class UploadRefused extends Error {
  constructor(readonly reason: 'size' | 'type' | 'other') {
    super(reason);
  }
}

/** Uploads the PDF, then the row that lists it on the downloads page. */
export async function publishDocument(
  backend: StaffBackend,
  file: Blob,
  fields: DocumentFields,
): Promise<void> {
  const name = `${crypto.randomUUID()}/${fileSlug(fields.title)}.pdf`;
  const bucket = backend.storage.from(DOCUMENTS_BUCKET);
  const { error: uploadError } = await bucket.upload(name, file, {
    contentType: 'application/pdf',
    cacheControl: '86400',
    upsert: false,
  });
  if (uploadError) {
    const status = Number((uploadError as { status?: number; statusCode?: string }).status ?? 0);
    throw new UploadRefused(status === 413 ? 'size' : status === 415 ? 'type' : 'other');
  }
  const { error } = await backend.from('documents').insert({
    title: fields.title,
    description: fields.description,
    category: fields.category,
    file_url: storedAddress(bucket.getPublicUrl(name).data.publicUrl, window.location.origin),
    file_type: 'PDF',
    file_size: file.size,
  });
  if (error) {
    await bucket.remove([name]);
    throw error;
  }
}

export async function updateDocument(
  backend: StaffBackend,
  id: string,
  fields: DocumentFields,
): Promise<void> {
  const { data, error } = await backend.from('documents').update(fields).eq('id', id).select('id');
  if (error) throw error;
  if (!data?.length) throw new AdminError('not-staff');
}

/** The object name of a document stored by the back office, or null for another file. */
export function storedDocumentName(url: string): string | null {
  return /\/storage\/v1\/object\/public\/documents\/([0-9a-f-]{36}\/[a-z0-9-]+\.pdf)$/.exec(url)?.[1] ?? null;
}

/** Deletes the row (the document leaves the downloads page), then its file. */
export async function deleteDocument(backend: StaffBackend, doc: AdminDocument): Promise<void> {
  const { data, error } = await backend.from('documents').delete().eq('id', doc.id).select('id');
  if (error) throw error;
  if (!data?.length) throw new AdminError('not-staff');
  const name = storedDocumentName(doc.file_url);
  if (name) {
    const removed = await backend.storage.from(DOCUMENTS_BUCKET).remove([name]);
    if (removed.error) throw new AdminError('files-left');
  }
}
