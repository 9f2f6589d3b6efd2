import { css } from '@emotion/react';
import { Breadcrumbs, ClosingCta, Container, Island } from '@parquet-alsace/shared';
import DocumentLibrary, { type DownloadsData } from './document-library';
import { DownloadsHelp } from './downloads-help';
import { texts } from './texts';

export type { DownloadsData } from './document-library';

/**
 * /downloads/, a page of islands: header, help and the closing call to action are static HTML;
 * the document library is the one island, woken by the first interaction.
 */
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
        <Island
          id="downloads/DocumentLibrary"
          Component={DocumentLibrary}
          props={{ data }}
          trigger="interaction"
        />
        <DownloadsHelp />
        <ClosingCta
          source="downloads_cta"
          phoneEvent="downloads_cta"
          title={texts.ctaTitle}
          text={texts.ctaText()}
          quoteLabel={texts.ctaQuote}
        />
      </Container>
    </div>
  );
}
