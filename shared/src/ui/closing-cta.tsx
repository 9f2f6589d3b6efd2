import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { business } from '../facts/business-facts';
import { buttonCss, PhoneLink } from './primitives';
import { QuoteButton } from './quote-button';

export const closingCtaTexts = {
  quote: 'Demander un devis gratuit',
  call: (phone: string) => `Appeler le ${phone}`,
};

const sectionCss = css`
  margin: 40px 0;
  padding: 32px 20px;
  border-radius: 16px;
  background: var(--c-surfaceRaised);
  border: 1px solid var(--c-border);
  text-align: center;
`;

/**
 * The closing call to action of a page: a title, a line, the quote button (it opens the wizard)
 * and the tracked phone link. `source` is the analytics source of both; `phoneEvent` names the
 * page's own contact event, sent with the phone_click (gallery_cta, downloads_cta…).
 */
export function ClosingCta({
  source,
  title,
  text,
  quoteLabel = closingCtaTexts.quote,
  phoneEvent,
  children,
}: {
  source: string;
  title: string;
  text: string;
  quoteLabel?: string;
  phoneEvent?: string;
  /** What the page adds under the buttons (a link to leave a review…). */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={sectionCss}>
      <h2 id={titleId} css={css`font-size: 1.4rem; margin-top: 0;`}>
        {title}
      </h2>
      <p>{text}</p>
      <p css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin-bottom: 0;`}>
        <QuoteButton source={source}>{quoteLabel}</QuoteButton>
        <PhoneLink source={source} event={phoneEvent} css={buttonCss('secondary')}>
          {closingCtaTexts.call(business.phone.display)}
        </PhoneLink>
      </p>
      {children}
    </section>
  );
}
