import { errorCss, smallButtonCss } from './styles';
import { layoutTexts as t } from './texts';

export function Loading({ label = t.loading }: { label?: string }) {
  return (
    <p role="status" css={{ color: 'var(--c-textMuted)' }}>
      {label}
    </p>
  );
}

export function LoadFailed({ onRetry, message = t.loadFailed }: { onRetry: () => void; message?: string }) {
  return (
    <div role="alert" css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <p css={[errorCss, { margin: 0 }]}>{message}</p>
      <button type="button" css={smallButtonCss()} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
