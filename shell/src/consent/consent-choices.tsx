import { css } from '@emotion/react';
import { consentTexts as t } from './texts';

function Toggle({ id, name, label, text }: { id: string; name: string; label: string; text: string }) {
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
        aria-checked="false"
        aria-describedby={`${id}-text`}
        data-consent-choice={name}
        css={css`width: 24px; height: 24px; accent-color: var(--c-accent); flex: none;`}
      />
    </div>
  );
}

const rowCss = css`display: flex; gap: 16px; align-items: flex-start; justify-content: space-between; padding: 12px 0; border-bottom: 1px solid var(--c-border);`;

/**
 * The three categories; nothing optional is ticked unless the visitor ticks it. Static markup:
 * the page's loader reads and sets the switches (`data-consent-choice`). `idPrefix` keeps the ids
 * of the banner's copy and the dialog's copy apart.
 */
export function ConsentChoices({ idPrefix }: { idPrefix: string }) {
  return (
    <div>
      <div css={rowCss}>
        <div>
          <strong>{t.essentialTitle}</strong>
          <p css={css`margin: 4px 0 0; color: var(--c-textMuted); font-size: 0.9rem;`}>{t.essentialText}</p>
        </div>
        <span css={css`font-size: 0.85rem; color: var(--c-success); flex: none;`}>{t.alwaysOn}</span>
      </div>
      <Toggle id={`${idPrefix}-analytics`} name="analytics" label={t.analyticsTitle} text={t.analyticsText} />
      <Toggle id={`${idPrefix}-marketing`} name="marketing" label={t.marketingTitle} text={t.marketingText} />
    </div>
  );
}
