import { css } from '@emotion/react';
import { Breadcrumbs, Container } from '@parquet-alsace/shared';
import { DocumentLibrary, type DownloadsData } from './document-library';
import { DownloadsCta } from './downloads-cta';
import { DownloadsHelp } from './downloads-help';
import { texts } from './texts';

export type { DownloadsData } from './document-library';

/** /downloads/: header, the document library, help and the closing call to action. */
export function DownloadsPage({ data }: { data: DownloadsData }) {
  return (
    <div css={css`padding-bottom: 48px;`}>
      <Container as="header">
        <Breadcrumbs
          items={[
            { name: texts.home, path: '/' },
            { name: texts.title, path: '/downloads/' },
          ]}
        />
      </Container>

      <Container as="section">
        <div css={css`padding: 24px 0 8px;`}>
          <h1 css={css`font-size: clamp(1.8rem, 4vw, 2.6rem); margin: 0 0 8px;`}>{texts.title}</h1>
          <p css={css`font-size: 1.15rem; font-weight: 600; margin: 0 0 4px;`}>{texts.heroTitle}</p>
          <p css={css`color: var(--c-textMuted); max-width: 60ch;`}>{texts.heroText}</p>
        </div>
        <DocumentLibrary data={data} />
        <DownloadsHelp />
        <DownloadsCta />
      </Container>
    </div>
  );
}
