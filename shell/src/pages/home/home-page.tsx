import { css } from '@emotion/react';
import {
  business,
  buttonCss,
  Container,
  cardCss,
  cardGridCss,
  PhoneLink,
  Picture,
  QuoteButton,
  RemoteSlot,
  SiteLink,
} from '@parquet-alsace/shared';
import { BeforeAfter } from './before-after';
import { FloatingContact } from './floating-contact';
import { sampleTestimonials, homeTexts as t } from './texts';

const section = css`padding: 40px 0;`;
/** The home photos (hero 16:9, before/after 4:3) are at most half the page wide: 480 and 960 px files only. */
const homeWidths = [480, 960] as const;
const homeSizes = '(max-width: 600px) 100vw, 50vw';
const homeImg = css`border-radius: 12px;`;

function CityBanner() {
  return (
    <section
      aria-label={t.citiesLabel}
      css={css`overflow: hidden; border-bottom: 1px solid var(--c-border); background: var(--c-surface);`}
    >
      <ul
        css={css`
        display: flex; gap: 32px; width: max-content; list-style: none; margin: 0; padding: 8px 0; font-weight: 600;
        animation: home-marquee 40s linear infinite;
        @keyframes home-marquee { to { transform: translateX(-50%); } }
        @media (prefers-reduced-motion: reduce) { animation: none; }
      `}
      >
        {t.cities.map((c) => (
          <li key={c}>{c}</li>
        ))}
        {/* The list twice, for a seamless loop; the copy is hidden from screen readers. */}
        {t.cities.map((c) => (
          <li key={`${c}-copie`} aria-hidden="true">
            {c}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Stand-in of the quote remote's section when the server could not render it: same size, and it already works. */
function QuoteSectionFallback() {
  return (
    <div css={css`display: grid; gap: 16px; min-height: 300px; align-content: center;`}>
      <p css={css`margin: 0;`}>
        Surface, type de bien, finition&nbsp;: le simulateur vous guide en 3 étapes.
      </p>
      <QuoteButton source="home_quote_section">{t.quoteCta}</QuoteButton>
    </div>
  );
}

function SampleTestimonials() {
  return (
    <ul css={cardGridCss(240)}>
      {sampleTestimonials.map((r) => (
        <li key={r.name} css={cardCss}>
          <p css={css`margin: 0; color: var(--c-accent);`}>
            <span role="img" aria-label={'Note\u00a0: 5 sur 5'}>
              ★★★★★
            </span>
          </p>
          <h3 css={css`font-size: 1.05rem; margin: 6px 0;`}>{r.title}</h3>
          <p css={css`margin: 0 0 8px;`}>{r.content}</p>
          <p css={css`margin: 0; color: var(--c-textMuted);`}>
            {r.name} — {r.date}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Grey cards holding the place of a remote's grid while it loads (no layout shift, no fake content). */
function CardPlaceholders({ count, minWidth, size }: { count: number; minWidth: number; size: string }) {
  return (
    <ul css={cardGridCss(minWidth)} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <li key={i} css={css`${size}; border-radius: 12px; background: var(--c-surfaceRaised);`} />
      ))}
    </ul>
  );
}

export function HomePage() {
  const f = business.figures;
  // The figures staff keep, each left out while empty; no review figure without its source.
  const stats = [
    { value: f.floors, label: 'parquets rénovés' },
    { value: f.staircases, label: 'escaliers rénovés' },
    { value: f.satisfaction, label: 'de clients satisfaits' },
    { value: f.years, label: 'ans d’expérience' },
    {
      value: business.agencies.length > 0 ? f.agencies : '',
      label: `${business.agencies.length > 1 ? 'agences' : 'agence'} ${business.region}`,
    },
  ].filter((s) => s.value);
  return (
    <>
      <CityBanner />
      <Container>
        <section
          css={css`padding: 32px 0 16px; display: grid; gap: 20px; @media (min-width: 900px) { grid-template-columns: 1.1fr 1fr; align-items: center; }`}
        >
          <div>
            <h1 css={css`font-size: clamp(1.8rem, 7vw, 3rem); line-height: 1.15; margin: 0 0 12px;`}>
              {t.h1}
            </h1>
            <p css={css`font-size: 1.1rem; margin: 0 0 20px;`}>{t.heroLead()}</p>
            <div css={css`display: flex; gap: 12px; flex-wrap: wrap;`}>
              <QuoteButton source="hero">{t.simulate}</QuoteButton>
              <PhoneLink source="hero" css={buttonCss('secondary')}>
                {t.call} {business.phone.display}
              </PhoneLink>
            </div>
          </div>
          <Picture
            src="/media/home/hero-960.jpg"
            alt="Parquet en chêne fraîchement poncé et vitrifié dans un séjour lumineux"
            width={960}
            height={540}
            widths={homeWidths}
            sizes={homeSizes}
            priority
            css={homeImg}
          />
        </section>

        <ul css={[cardGridCss(220), css`margin: 8px 0 24px;`]} aria-label="Nos engagements">
          {t.trust().map((x) => (
            <li key={x} css={css`display: flex; gap: 8px;`}>
              <span aria-hidden="true" css={css`color: var(--c-success);`}>
                ✓
              </span>
              {x}
            </li>
          ))}
        </ul>

        <section aria-labelledby="home-stats" css={section}>
          <h2 id="home-stats" className="visually-hidden">
            {t.statsTitle}
          </h2>
          <ul css={cardGridCss(140)}>
            {stats.map((s) => (
              <li key={s.label} css={[cardCss, css`text-align: center;`]}>
                <strong css={css`display: block; font-size: 1.8rem; color: var(--c-accent);`}>
                  {s.value}
                </strong>
                {s.label}
              </li>
            ))}
          </ul>
        </section>

        <section
          id="devis"
          aria-labelledby="home-quote"
          css={[section, css`max-width: 640px; margin: 0 auto;`]}
        >
          <h2 id="home-quote">{t.quoteTitle}</h2>
          <p>{t.quoteLead()}</p>
          <div css={cardCss}>
            <RemoteSlot
              id="quote/HomeQuoteSection"
              fallback={<QuoteSectionFallback />}
              whenVisible
              trigger="interaction"
            />
          </div>
        </section>

        <section aria-labelledby="home-before-after" css={section}>
          <h2 id="home-before-after">{t.beforeAfterTitle}</h2>
          <ul css={cardGridCss(240)}>
            {t.beforeAfter.map((b) => (
              <li key={b.label} css={[cardCss, css`padding: 8px;`]}>
                <BeforeAfter
                  label={b.label}
                  image={b.image}
                  alt={b.alt}
                  widths={homeWidths}
                  sizes={homeSizes}
                />
                <p css={css`margin: 8px 4px 0; font-weight: 700;`}>{b.label}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-pricing" css={section}>
          <h2 id="home-pricing">{t.pricingTitle}</h2>
          <ul css={cardGridCss(220)}>
            {t.pricing.map((p) => (
              <li key={p.title} css={cardCss}>
                <h3 css={css`font-size: 1.05rem; margin: 0;`}>{p.title}</h3>
                <p css={css`font-size: 1.5rem; font-weight: 800; margin: 6px 0;`}>{p.price}</p>
                <p css={css`margin: 0;`}>{p.text}</p>
              </li>
            ))}
          </ul>
          <p css={css`color: var(--c-textMuted);`}>{t.pricingNote}</p>
          <p>
            <SiteLink href="/tarifs/">{t.pricingLink}</SiteLink>
          </p>
        </section>

        <section aria-labelledby="home-projects" css={section}>
          <h2 id="home-projects">{t.projectsTitle}</h2>
          <ul css={cardGridCss(220)}>
            {t.projects.map((p) => (
              <li key={p.title} css={cardCss}>
                <h3 css={css`font-size: 1.05rem; margin: 0 0 6px;`}>{p.title}</h3>
                <p css={css`margin: 0;`}>
                  <strong>{p.price}</strong> · {p.duration}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-testimonials" css={section}>
          <h2 id="home-testimonials">{t.testimonialsTitle}</h2>
          <div css={css`min-height: 260px;`}>
            <RemoteSlot
              id="reviews/Testimonials"
              loading={<CardPlaceholders count={3} minWidth={240} size="min-height: 220px" />}
              fallback={<SampleTestimonials />}
              whenVisible
            />
          </div>
          <p>
            <SiteLink href="/reviews/">{t.allReviews}</SiteLink>
          </p>
        </section>

        <section aria-labelledby="home-gallery" css={section}>
          <h2 id="home-gallery">{t.galleryTitle}</h2>
          <div css={css`min-height: 240px;`}>
            <RemoteSlot
              id="gallery/GalleryTeaser"
              fallback={<CardPlaceholders count={4} minWidth={150} size="aspect-ratio: 4 / 3" />}
              whenVisible
            />
          </div>
          <p>
            <SiteLink href="/gallery/">{t.allGallery}</SiteLink>
          </p>
        </section>
      </Container>
      <FloatingContact />
    </>
  );
}
