import { css } from '@emotion/react';
import {
  Breadcrumbs,
  ButtonLink,
  breadcrumbsFor,
  ClosingCta,
  Container,
  cardCss,
  cardGridCss,
  Picture,
  SecondaryNav,
  SiteLink,
  trackedMarkup,
} from '@parquet-alsace/shared';
import { servicesTexts as t } from './texts';

const section = css`padding: 32px 0;`;
const grid = cardGridCss(260);
/** Three 4:3 gallery photos, a third of the page at most: 480 and 960 px files. */
const photoWidths = [480, 960] as const;
const photoCss = css`border-radius: 12px;`;

/** The services page (docs/product-rules.md#services-about-and-legal-pages). */
export function ServicesPage() {
  // A static page: the loader sends this event when the page is shown.
  return (
    <div {...trackedMarkup('view', 'service_page_view', { service_name: 'services_overview' })}>
      <SecondaryNav pathname="/services/" />
      <Container>
        <Breadcrumbs items={breadcrumbsFor('/services/')} />
        <header css={css`padding: 16px 0 8px;`}>
          <h1>{t.h1}</h1>
          <p css={css`max-width: 48rem; color: var(--c-textMuted);`}>{t.intro}</p>
        </header>

        <section css={section} aria-labelledby="services-list">
          <h2 id="services-list">{t.servicesTitle}</h2>
          <ul css={grid}>
            {t.services.map((s) => (
              <li key={s.id} id={s.id} css={cardCss}>
                <h3>{s.name}</h3>
                <p>{s.text}</p>
                <p css={css`font-weight: 700;`}>{s.price}</p>
              </li>
            ))}
          </ul>
          <p css={css`font-size: 0.9rem; color: var(--c-textMuted);`}>{t.pricesNote}</p>
          <p>
            <SiteLink href="/tarifs/">{t.pricesLink}</SiteLink>
          </p>
          <h3>{t.examplesTitle}</h3>
          <ul>
            {t.examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="services-process">
          <h2 id="services-process">{t.processTitle}</h2>
          <ol css={grid}>
            {t.process.map((step, i) => (
              <li key={step.name} css={cardCss}>
                <h3>
                  <span aria-hidden="true">{i + 1}. </span>
                  {step.name}
                </h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section css={section} aria-labelledby="services-gallery">
          <h2 id="services-gallery">{t.galleryTitle}</h2>
          <p>{t.galleryText}</p>
          <div css={grid}>
            {t.gallery.map((image) => (
              <Picture
                key={image.src}
                src={image.src}
                alt={image.alt}
                width={960}
                height={720}
                widths={photoWidths}
                sizes="(min-width: 900px) 33vw, 100vw"
                css={photoCss}
              />
            ))}
          </div>
          <p css={css`margin-top: 16px;`}>
            <ButtonLink href="/gallery/" variant="secondary">
              {t.galleryLink}
            </ButtonLink>
          </p>
        </section>

        <section css={section} aria-labelledby="services-reasons">
          <h2 id="services-reasons">{t.reasonsTitle}</h2>
          <ul css={grid}>
            {t.reasons().map((r) => (
              <li key={r} css={cardCss}>
                {r}
              </li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="services-testimonials">
          <h2 id="services-testimonials">{t.testimonialsTitle}</h2>
          <ul css={grid}>
            {t.testimonials.map((q) => (
              <li key={q.author} css={cardCss}>
                <figure css={css`margin: 0;`}>
                  <blockquote css={css`margin: 0 0 8px;`}>«&#8239;{q.quote}&#8239;»</blockquote>
                  <figcaption css={css`color: var(--c-textMuted);`}>{q.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p>
            <SiteLink href="/reviews/">{t.testimonialsLink}</SiteLink>
          </p>
        </section>

        <ClosingCta source="services_cta" title={t.ctaTitle} text={t.ctaText()} />
      </Container>
    </div>
  );
}
