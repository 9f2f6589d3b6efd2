import { css } from '@emotion/react';
import { formatFileSize } from '@parquet-alsace/shared/format';
import type { groupByCategory, SiteDocument } from './documents';
import { DownloadButton } from './download-button';
import { panelCss } from './panel';
import { texts } from './texts';

/** The documents by category, each group an open disclosure, each document with its counter. */
export function DocumentGroups({
  groups,
  onDownload,
}: {
  groups: ReturnType<typeof groupByCategory>;
  onDownload: (doc: SiteDocument) => Promise<void>;
}) {
  return (
    <div css={css`display: grid; gap: 16px;`}>
      {groups.map((group) => (
        <details key={group.category} open css={panelCss}>
          <summary
            css={css`cursor: pointer; font-size: 1.2rem; font-weight: 700; min-height: 44px; display: flex; align-items: center; gap: 8px;`}
          >
            <h2 css={css`display: inline; font-size: inherit; margin: 0;`}>
              {group.category || 'Autres documents'}
            </h2>
            <span css={css`color: var(--c-textMuted); font-weight: 400; font-size: 1rem;`}>
              ({texts.documentsCount(group.documents.length)})
            </span>
          </summary>
          <ul css={css`list-style: none; padding: 0; margin: 16px 0 0; display: grid; gap: 12px;`}>
            {group.documents.map((doc) => (
              <li
                key={doc.id}
                css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; padding: 14px 0; border-top: 1px solid var(--c-border);`}
              >
                <div css={css`flex: 1 1 320px;`}>
                  <h3 css={css`margin: 0 0 4px; font-size: 1.05rem;`}>{doc.title}</h3>
                  {doc.description && (
                    <p css={css`margin: 0 0 6px; color: var(--c-textMuted);`}>{doc.description}</p>
                  )}
                  <p css={css`margin: 0; font-size: 0.9rem; color: var(--c-textMuted);`}>
                    {doc.file_type} · {formatFileSize(doc.file_size)} · {texts.downloads(doc.download_count)}
                  </p>
                </div>
                <DownloadButton
                  title={doc.title}
                  href={doc.file_url}
                  variant="secondary"
                  onDownload={() => onDownload(doc)}
                />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
