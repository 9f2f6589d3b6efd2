import { css } from '@emotion/react';

/** A raised panel of the downloads page (brochure, document groups, help). */
export const panelCss = css`background: var(--c-surfaceRaised); border: 1px solid var(--c-border); border-radius: 16px; padding: 20px;`;
