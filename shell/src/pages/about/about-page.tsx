import { css } from '@emotion/react';
import {
  Breadcrumbs,
  breadcrumbsFor,
  business,
  ClosingCta,
  Container,
  cardCss,
  cardGridCss,
  headOfficeAddress,
  PhoneLink,
  Picture,
  SecondaryNav,
  SiteLink,
  TEAM_PICTURE_WIDTHS,
  trackedMarkup,
} from '@parquet-alsace/shared';
import { formatFileSize } from '@parquet-alsace/shared/format';
import { legalNotices, aboutTexts as t } from './texts';

const section = css`padding: 32px 0;`;
const grid = cardGridCss(220);
/** Team portraits: 160 px circles, from the 200 and 400 px files of /media/team/. */
const portraitCss = css`border-radius: 50%; margin: 0 auto 12px; width: 160px; height: 160px; object-fit: cover;`;

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

/** The about page, with the legal notices the /mentions-legales/ redirect points to. */
export function AboutPage({ brochureBytes = null }: { brochureBytes?: number | null }) {
  const office = headOfficeAddress();
  return (
    <>
      <SecondaryNav pathname="/about/" />
      <Container>
        <Breadcrumbs items={breadcrumbsFor('/about/')} />
        <header css={css`padding: 16px 0 8px;`}>
          <h1>{t.h1}</h1>
          <p css={css`max-width: 48rem; color: var(--c-textMuted);`}>{t.intro()}</p>
        </header>

        <section css={section} aria-labelledby="about-team">
          <h2 id="about-team">{t.teamTitle}</h2>
          <ul css={grid}>
            {business.team.map((member) => (
              <li key={member.name} css={[cardCss, css`text-align: center;`]}>
                <Picture
                  src={`/media/team/${slug(member.name)}-200.jpg`}
                  alt={`Portrait de ${member.name}`}
                  width={160}
                  height={160}
                  widths={TEAM_PICTURE_WIDTHS}
                  sizes="160px"
                  css={portraitCss}
                  // Near the fold on a phone: fetched once the largest paint is done, so the
                  // page's first requests stay the HTML, the font and what the paint needs.
                  defer
                />
                <h3>{member.name}</h3>
                <p>Spécialiste {member.speciality}</p>
              </li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="about-values">
          <h2 id="about-values">{t.valuesTitle}</h2>
          <ul css={grid}>
            {t.values().map((v) => (
              <li key={v.name} css={cardCss}>
                <h3>{v.name}</h3>
                <p>{v.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="about-agencies">
          <h2 id="about-agencies">{t.agenciesTitle()}</h2>
          <ul css={grid}>
            {business.agencies.map((a, index) => (
              // Two agencies may share a city: the position is their key (the list is staff's order).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above; the list is rendered on the server.
              <li key={index} css={cardCss}>
                <h3>{a.city}</h3>
                <p>{a.label}</p>
                <address css={css`font-style: normal;`}>
                  {(a.street || a.postalCode || a.locality) && (
                    <p css={css`margin: 0 0 8px;`}>
                      {a.street}
                      {a.street && <br />}
                      {[a.postalCode, a.locality].filter(Boolean).join(' ')}
                    </p>
                  )}
                  {a.phone.display && (
                    <PhoneLink source="about_agency" phone={a.phone}>
                      <span className="visually-hidden">Appeler l’agence de {a.city} au </span>
                      {a.phone.display}
                    </PhoneLink>
                  )}
                </address>
              </li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="about-figures">
          <h2 id="about-figures">{t.figuresTitle}</h2>
          <ul css={grid}>
            {t.figures().map((fig) => (
              <li key={fig.label} css={[cardCss, css`text-align: center;`]}>
                <strong css={css`display: block; font-size: 2rem;`}>{fig.value}</strong>
                {fig.label}
              </li>
            ))}
          </ul>
        </section>

        <section css={section} aria-labelledby="about-contact">
          <h2 id="about-contact">{t.contactTitle}</h2>
          <ul css={css`list-style: none; padding: 0;`}>
            {business.phone.display && (
              <li>
                {t.contactPhone} <PhoneLink source="about_page">{business.phone.display}</PhoneLink>
              </li>
            )}
            {business.email && (
              <li>
                {t.contactEmail} <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
            )}
            {office && (
              <li>
                {t.contactAddress} {office}
              </li>
            )}
            {t.contactHours() && <li>{t.contactHours()}</li>}
          </ul>
        </section>

        <section css={section} aria-labelledby="about-brochure">
          <h2 id="about-brochure">{t.brochureTitle}</h2>
          <p>{t.brochureText}</p>
          <a
            href={t.brochureUrl}
            download
            {...trackedMarkup('click', 'document_download', {
              document_name: t.brochureName,
              document_category: 'Plaquette',
            })}
          >
            {t.brochureLink(brochureBytes ? formatFileSize(brochureBytes) : null)}
          </a>
        </section>

        <ClosingCta source="about_cta" title={t.ctaTitle} text={t.ctaText()} />

        <section
          id="mentions-legales"
          css={[section, css`margin-bottom: 48px;`]}
          aria-labelledby="about-legal"
        >
          <h2 id="about-legal">{t.legalTitle}</h2>
          {legalNotices().map((block) => (
            <div key={block.title}>
              <h3>{block.title}</h3>
              {block.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          ))}
          <p>
            <SiteLink href="/confidentialite/">{t.privacyLink}</SiteLink> ·{' '}
            <SiteLink href="/cgv/">{t.termsLink}</SiteLink>
          </p>
        </section>
      </Container>
    </>
  );
}
