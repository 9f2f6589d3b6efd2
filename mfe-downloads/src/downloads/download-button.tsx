import { Button } from '@parquet-alsace/shared/client';
import { useEffect, useRef, useState } from 'react';
import { texts } from './texts';

export type DownloadStatus = 'idle' | 'downloading' | 'success' | 'error';

/** How long a final state stays before the button is idle again. */
export const RESET_AFTER_MS: Record<'success' | 'error', number> = { success: 2000, error: 3000 };

/**
 * Per-document button: idle → 'Téléchargement...' (disabled) → 'Téléchargé' for 2 s, or 'Erreur' for 3 s.
 */
export function DownloadButton({
  title,
  onDownload,
  label,
  variant = 'primary',
}: {
  title: string;
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

  const run = async () => {
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
    <Button
      variant={variant}
      onClick={run}
      disabled={status === 'downloading'}
      aria-label={status === 'idle' && !label ? texts.buttonLabel(title) : undefined}
      aria-live="polite"
    >
      <span aria-hidden="true">⬇</span>
      {text}
    </Button>
  );
}
