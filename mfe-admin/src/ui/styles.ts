import { css } from '@emotion/react';

/** The back office's few shared styles; colours are the site's AA-checked variables only. */
export const pageCss = css`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 20px;
`;

export const panelCss = css`
  padding: 16px;
  border-radius: 12px;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
  display: grid;
  gap: 12px;
  min-width: 0;
`;

export const fieldCss = css`
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 10px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  font: inherit;
  width: 100%;
`;

export const labelCss = css`
  display: grid;
  gap: 6px;
  font-weight: 600;
`;

export const smallButtonCss = (variant: 'primary' | 'secondary' | 'danger' = 'secondary') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 8px 16px;
  border-radius: 999px;
  border: 2px solid ${variant === 'primary' ? 'var(--c-accent)' : variant === 'danger' ? 'var(--c-danger)' : 'var(--c-border)'};
  background: ${variant === 'primary' ? 'var(--c-accent)' : 'var(--c-surfaceRaised)'};
  color: ${variant === 'primary' ? 'var(--c-accentText)' : variant === 'danger' ? 'var(--c-danger)' : 'var(--c-text)'};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const mutedCss = css`
  color: var(--c-textMuted);
`;

export const errorCss = css`
  color: var(--c-danger);
  font-weight: 600;
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * A link in text or in a list: at least 24 px tall (WCAG 2.2 target size), so that a finger
 * finds it on a phone; long names still wrap.
 */
export const textLinkCss = css`
  display: inline-block;
  min-height: 24px;
  padding: 2px 0;
  color: var(--c-link);
`;
