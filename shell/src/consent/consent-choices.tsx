import { css } from '@emotion/react';
import { useId } from 'react';
import { consentTexts as t } from './texts';

export interface Choices {
  analytics: boolean;
  marketing: boolean;
}

function Toggle({
  label,
  text,
  checked,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div css={rowCss}>
      <div>
        <label htmlFor={id} css={css`font-weight: 700;`}>
          {label}
        </label>
        <p id={`${id}-text`} css={css`margin: 4px 0 0; color: var(--c-textMuted); font-size: 0.9rem;`}>
          {text}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-text`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        css={css`width: 24px; height: 24px; accent-color: var(--c-accent); flex: none;`}
      />
    </div>
  );
}

const rowCss = css`display: flex; gap: 16px; align-items: flex-start; justify-content: space-between; padding: 12px 0; border-bottom: 1px solid var(--c-border);`;

/** The three categories; nothing optional is ticked unless the visitor ticks it. */
export function ConsentChoices({ value, onChange }: { value: Choices; onChange: (v: Choices) => void }) {
  return (
    <div>
      <div css={rowCss}>
        <div>
          <strong>{t.essentialTitle}</strong>
          <p css={css`margin: 4px 0 0; color: var(--c-textMuted); font-size: 0.9rem;`}>{t.essentialText}</p>
        </div>
        <span css={css`font-size: 0.85rem; color: var(--c-success); flex: none;`}>{t.alwaysOn}</span>
      </div>
      <Toggle
        label={t.analyticsTitle}
        text={t.analyticsText}
        checked={value.analytics}
        onChange={(analytics) => onChange({ ...value, analytics })}
      />
      <Toggle
        label={t.marketingTitle}
        text={t.marketingText}
        checked={value.marketing}
        onChange={(marketing) => onChange({ ...value, marketing })}
      />
    </div>
  );
}
