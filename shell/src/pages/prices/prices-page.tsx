import { css } from '@emotion/react';
import {
  Breadcrumbs,
  breadcrumbsFor,
  ClosingCta,
  Container,
  cardCss,
  cardGridCss,
  SecondaryNav,
} from '@parquet-alsace/shared';
import { pricesTexts as t } from './texts';

const section = css`padding: 24px 0;`;
const priceCss = css`margin: 4px 0; font-size: 1.3rem; font-weight: 800;`;
const mutedCss = css`margin: 0; color: var(--c-textMuted);`;

/**
 * /tarifs/ (docs/product-rules.md#price-list): the price list a renovation firm publishes, as
 * static HTML (no script of its own). Each amount comes from the quote rules or the company
 * details; a line staff have left empty is left out.
 */
export function PricesPage() {
  const hourly = t.hourly();
  const counting = t.hourlyCounting();
  const travel = t.travel();
  return (
    <>
      <SecondaryNav pathname="/tarifs/" />
      <Container>
        <Breadcrumbs items={breadcrumbsFor('/tarifs/')} />
        <header css={css`padding: 16px 0 8px;`}>
          <h1>{t.h1}</h1>
          <p css={css`max-width: 48rem;`}>{t.intro()}</p>
        </header>

        <section css={section} aria-labelledby="prices-services">
          <h2 id="prices-services">{t.servicesTitle}</h2>
          <ul css={cardGridCss(240)}>
            {t.services.map((s) => (
              <li key={s.id} id={s.id} css={cardCss}>
                <h3 css={css`margin: 0; font-size: 1.05rem;`}>{s.name}</h3>
                <p css={priceCss}>{s.reduced}</p>
                <p css={mutedCss}>
                  {t.vatColumns.reduced} · {s.standard} ({t.vatColumns.standard}) · {s.ht}
                </p>
                <p css={css`margin: 8px 0 0;`}>{s.detail}</p>
              </li>
            ))}
          </ul>
          <p css={mutedCss}>{t.servicesNote}</p>
        </section>

        {hourly && (
          <section css={section} aria-labelledby="prices-hourly">
            <h2 id="prices-hourly">{t.hourlyTitle}</h2>
            <p>{hourly}</p>
            {counting && <p>{counting}</p>}
          </section>
        )}

        {travel && (
          <section css={section} aria-labelledby="prices-travel">
            <h2 id="prices-travel">{t.travelTitle}</h2>
            <p>{travel}</p>
          </section>
        )}

        <section css={section} aria-labelledby="prices-quote">
          <h2 id="prices-quote">{t.quoteTitle}</h2>
          <p>{t.quote()}</p>
        </section>

        <section css={section} aria-labelledby="prices-vat">
          <h2 id="prices-vat">{t.vatTitle}</h2>
          <p>{t.vatIntro}</p>
          <ul>
            {t.vatRates().map((rate) => (
              <li key={rate}>{rate}</li>
            ))}
          </ul>
          <p>
            <strong>{t.examplesTitle}</strong>
            {'\u00a0: '}
            {t.example}
          </p>
        </section>

        <ClosingCta source="prices_page" title={t.ctaTitle} text={t.ctaText} />
      </Container>
    </>
  );
}
