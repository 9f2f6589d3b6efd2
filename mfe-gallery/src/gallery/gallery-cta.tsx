import { css } from '@emotion/react';
import { Button, business, buttonCss, openQuote, track, trackPhoneClick } from '@parquet-alsace/shared';
import { texts } from './texts';

/** The gallery's closing call to action: quote and phone. */
export function GalleryCta() {
  return (
    <section
      aria-labelledby="gallery-cta"
      css={css`margin-top: 48px; padding: 32px 24px; border-radius: 20px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border); text-align: center;`}
    >
      <h2 id="gallery-cta" css={css`margin-top: 0;`}>
        {texts.ctaTitle}
      </h2>
      <p>{texts.ctaText}</p>
      <div css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center;`}>
        <Button onClick={() => openQuote('gallery_cta')}>{texts.ctaQuote}</Button>
        <a
          href={business.phone.href}
          css={buttonCss('secondary')}
          onClick={() => {
            trackPhoneClick('gallery_cta');
            track('gallery_cta', {
              event_category: 'contact',
              phone_number: business.phone.e164,
              source: 'gallery_cta',
            });
          }}
        >
          {texts.ctaCall} {business.phone.display}
        </a>
      </div>
    </section>
  );
}
