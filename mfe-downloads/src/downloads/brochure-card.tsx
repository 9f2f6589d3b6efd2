import { css } from '@emotion/react';
import { formatFileSize } from '@parquet-alsace/shared/format';
import { BROCHURE_DECLARED_SIZE, BROCHURE_URL, type SiteDocument } from './documents';
import { DownloadButton } from './download-button';
import { panelCss } from './panel';
import { texts } from './texts';

/** The company brochure, offered above the documents. */
export function BrochureCard({
  brochure,
  onDownload,
}: {
  brochure: SiteDocument | null;
  onDownload: () => Promise<void>;
}) {
  return (
    <aside
      aria-labelledby="brochure-title"
      css={[
        panelCss,
        css`display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between; margin: 16px 0 24px;`,
      ]}
    >
      <div>
        <h2 id="brochure-title" css={css`margin: 0 0 4px; font-size: 1.25rem;`}>
          {texts.brochureTitle}
        </h2>
        <p css={css`margin: 0; color: var(--c-textMuted);`}>
          {texts.brochureText} ({texts.brochureMeta},{' '}
          {formatFileSize(brochure?.file_size ?? BROCHURE_DECLARED_SIZE)})
        </p>
      </div>
      <DownloadButton
        title={texts.brochureButton}
        href={BROCHURE_URL}
        label={texts.brochureButton}
        onDownload={onDownload}
      />
    </aside>
  );
}
