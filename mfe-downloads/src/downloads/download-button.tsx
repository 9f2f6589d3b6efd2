import { buttonCss } from '@parquet-alsace/shared/client';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { texts } from './texts';

export type DownloadStatus = 'idle' | 'downloading' | 'success' | 'error';

/** How long a final state stays before the button is idle again. */
export const RESET_AFTER_MS: Record<'success' | 'error', number> = { success: 2000, error: 3000 };

/**
 * Per-document download: a plain link to the file (it downloads without scripts, from the
 * server's render), which, once the island runs, counts the download before opening the file:
 * idle → 'Téléchargement…' → 'Téléchargé' for 2 s, or 'Erreur' for 3 s.
 */
export function DownloadButton({
  title,
  href,
  onDownload,
  label,
  variant = 'primary',
}: {
  title: string;
  /** The file itself: what the link opens without scripts. */
  href: string;
  onDownload: () => Promise<void>;
  label?: string;
  variant?: 'primary' | 'secondary';
}) {
  const [status, setStatus] = useState<DownloadStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = (final: 'success' | 'error') => {
    setStatus(final);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), RESET_AFTER_MS[final]);
  };

  const run = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, save as…) is the browser's own.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (status === 'downloading') return;
    setStatus('downloading');
    try {
      await onDownload();
      finish('success');
    } catch (error) {
      console.error(error);
      finish('error');
    }
  };

  const text = status === 'idle' && label ? label : texts.button[status];
  return (
    <a
      href={href}
      download
      // Pressed before the island runs, the page's loader holds it and presses it again once it
      // does, so that the download is counted (shell/src/loader/islands.ts).
      data-replay=""
      css={buttonCss(variant)}
      onClick={run}
      aria-disabled={status === 'downloading' ? true : undefined}
      aria-label={status === 'idle' && !label ? texts.buttonLabel(title) : undefined}
      aria-live="polite"
    >
      <span aria-hidden="true">⬇</span>
      {text}
    </a>
  );
}
