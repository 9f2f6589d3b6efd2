import { css } from '@emotion/react';
import { business, buttonCss, PhoneLink } from '@parquet-alsace/shared/client';
import { listTexts } from './texts';

/**
 * Closing call to action of every blog page: the free quote (the wizard, opened by the page's
 * loader on `data-open-quote`; the home page's form without script) or a call.
 */
export function QuoteCta({ title = listTexts.ctaTitle, source }: { title?: string; source: string }) {
  return (
    <section
      aria-label={title}
      css={css`margin: 40px 0; padding: 28px 20px; border-radius: 16px; background: var(--c-surface); border: 1px solid var(--c-border); text-align: center;`}
    >
      <h2 css={{ fontSize: '1.4rem', marginTop: 0 }}>{title}</h2>
      <p>{listTexts.ctaText}</p>
      <p css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; align-items: center;`}>
        <a href="/#devis" data-open-quote={source} css={buttonCss('primary')}>
          {listTexts.ctaQuote}
        </a>
        <PhoneLink source={source}>Appeler le {business.phone.display}</PhoneLink>
      </p>
    </section>
  );
}
