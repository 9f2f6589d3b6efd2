import { css } from '@emotion/react';
import { Button } from '@parquet-alsace/shared';
import { ConsentChoices } from './consent-choices';
import { consentTexts as t } from './texts';

/**
 * The footer's cookie settings (docs/product-rules.md#cookie-consent): current choice, switches, save / cancel / revoke all.
 * A native <dialog>, rendered by the server closed and opened by the page's loader with
 * showModal(): focus moves in and stays inside, Escape closes, focus returns to the footer.
 */
export function CookieSettingsDialog() {
  return (
    <dialog
      id="cookie-settings"
      data-cookie-settings=""
      aria-labelledby="cookie-settings-title"
      css={css`
        width: calc(100% - 24px);
        max-width: 640px;
        max-height: 95vh;
        padding: 20px;
        border-radius: 16px;
        border: 1px solid var(--c-border);
        background: var(--c-surface);
        color: var(--c-text);
        box-shadow: 0 20px 60px rgba(0, 0, 0, 0.4);
        &::backdrop { background: rgba(0, 0, 0, 0.6); }
      `}
    >
      <h2 id="cookie-settings-title" css={css`font-size: 1.3rem; padding-right: 48px;`}>
        {t.modalTitle}
      </h2>
      <button
        type="button"
        data-consent="cancel"
        aria-label="Fermer"
        css={css`position: absolute; top: 10px; right: 10px; width: 44px; height: 44px; border-radius: 50%; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font-size: 1.4rem; cursor: pointer;`}
      >
        <span aria-hidden="true">×</span>
      </button>
      <p>
        <strong>{t.currentChoice}&nbsp;: </strong>
        <span data-consent-current="">{t.noChoice}</span>
      </p>
      <ConsentChoices idPrefix="cookie-settings" />
      <p css={css`font-size: 0.9rem; color: var(--c-textMuted);`}>{t.validity}</p>
      <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <Button data-consent="save">{t.save}</Button>
        <Button variant="secondary" data-consent="cancel">
          {t.cancel}
        </Button>
        <Button variant="ghost" data-consent="revoke">
          {t.revoke}
        </Button>
      </div>
    </dialog>
  );
}
