import { statusLabel } from './model';

/** A lead's status as a label; "Nouveau" stands out. */
export function StatusBadge({ status }: { status: string }) {
  const fresh = status === 'nouveau';
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 999,
        border: '1px solid var(--c-border)',
        background: fresh ? 'var(--c-accent)' : 'var(--c-surfaceRaised)',
        color: fresh ? 'var(--c-accentText)' : 'var(--c-text)',
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {statusLabel(status)}
    </span>
  );
}
