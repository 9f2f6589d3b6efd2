import type { BackendFactory } from '@parquet-alsace/shared/backend';
import { browserBackend } from '@parquet-alsace/shared/client';
import { countDownload } from '../data/queries';

/**
 * Counts a download then opens the file (the rpc's answer is not
 * checked, so a counter failure never keeps a visitor from the file).
 */
export async function countAndOpen(
  documentId: string | null,
  fileUrl: string,
  backend?: BackendFactory,
): Promise<void> {
  if (documentId) {
    try {
      const { error } = await countDownload(await (backend ?? browserBackend)(), documentId);
      if (error) console.warn('Compteur de téléchargements non mis à jour', error);
    } catch (error) {
      console.warn('Compteur de téléchargements non mis à jour', error);
    }
  }
  openFile(fileUrl);
}

/** Opens the file in a new tab with a download attribute (a real <a>, so popup blockers allow it). */
export function openFile(fileUrl: string): void {
  const link = document.createElement('a');
  link.href = fileUrl;
  link.target = '_blank';
  link.rel = 'noopener';
  link.download = fileUrl.split('/').pop() ?? '';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
