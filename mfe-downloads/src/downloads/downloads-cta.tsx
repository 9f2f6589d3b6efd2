import { css } from '@emotion/react';
import { Button, business, buttonCss, openQuote } from '@parquet-alsace/shared';
import { CtaPhone } from './cta-phone';
import { texts } from './texts';

/** The page's closing call to action: quote and phone. */
export function DownloadsCta() {
  return (
    <section
      aria-labelledby="downloads-cta"
      css={css`margin-top: 32px; padding: 32px 24px; border-radius: 20px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border); text-align: center;`}
    >
      <h2 id="downloads-cta" css={css`margin-top: 0;`}>
        {texts.ctaTitle}
      </h2>
      <p>{texts.ctaText}</p>
      <div css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center;`}>
        <Button onClick={() => openQuote('downloads_cta')}>{texts.ctaQuote}</Button>
        <CtaPhone css={buttonCss('secondary')}>
          {texts.helpCall} {business.phone.display}
        </CtaPhone>
      </div>
    </section>
  );
}
