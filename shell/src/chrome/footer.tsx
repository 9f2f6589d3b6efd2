import { css } from '@emotion/react';
import {
  agencyAddress,
  business,
  containerCss,
  islandAttributes,
  jsonForScript,
  localBusiness,
  openingHoursText,
  PhoneLink,
  SiteLink,
} from '@parquet-alsace/shared';
import { externalRatingText } from '@parquet-alsace/shared/price-list';
import { servicesTexts } from '../pages/services/texts';

const quickLinks = [
  { href: '/', label: 'Accueil' },
  { href: '/services/', label: 'Services' },
  { href: '/tarifs/', label: 'Nos tarifs' },
  { href: '/about/', label: 'À propos et mentions légales' },
  { href: '/blog/', label: 'Blog' },
  { href: '/reviews/', label: 'Avis clients' },
  { href: '/gallery/', label: 'Réalisations' },
  { href: '/confidentialite/', label: 'Politique de confidentialité' },
  { href: '/cgv/', label: 'Conditions générales d’intervention' },
];

// Each service leads to its own section of /services/ (the names there come from the rules table).
const services = servicesTexts.services.map((s) => ({ href: `/services/#${s.id}`, label: s.name }));

/** The business figures staff keep, each left out while empty (never a review figure without its source). */
const figures = () =>
  [
    { value: business.figures.floors, label: 'parquets rénovés' },
    { value: business.figures.years, label: 'ans d’expérience' },
    { value: business.figures.satisfaction, label: 'clients satisfaits' },
    { value: business.figures.staircases, label: 'escaliers rénovés' },
  ].filter((f) => f.value);

/** The company's profiles as staff entered them; an empty one is left out. */
const socials = () =>
  [
    { href: business.socialProfiles.facebook, label: 'Facebook' },
    { href: business.socialProfiles.youtube, label: 'YouTube' },
    { href: business.socialProfiles.linkedin, label: 'LinkedIn' },
    { href: business.socialProfiles.businessListing, label: 'Fiche établissement' },
  ].filter((s) => s.href);

const headingCss = css`font-size: 1.05rem; margin-bottom: 12px;`;
// Every link a target of 24 px at least, on a phone too (WCAG 2.5.8).
const listCss = css`list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; a { color: var(--c-textMuted); display: inline-flex; align-items: center; min-height: 24px; } a:hover { color: var(--c-text); }`;
const cardCss = css`padding: 12px; border-radius: 12px; background: var(--c-surfaceRaised);`;

/**
 * The site footer, rendered by the server and never hydrated. Its newsletter form is an island
 * ('shell/NewsletterForm', rendered as its own root: `newsletterHtml`) woken by the first focus or
 * tap; "Paramètres des cookies" opens the settings dialog through the page's loader.
 */
export function Footer({ newsletterHtml }: { newsletterHtml: string }) {
  const year = 2026;
  return (
    <footer
      css={css`margin-top: 64px; padding: 48px 0 24px; background: var(--c-surface); border-top: 1px solid var(--c-border);`}
    >
      <div
        css={[
          containerCss,
          css`display: grid; gap: 32px; grid-template-columns: 1fr; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; } @media (min-width: 1100px) { grid-template-columns: 1.3fr 1fr 1fr 1fr; }`,
        ]}
      >
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" css={headingCss}>
            {business.brand}
          </h2>
          <p css={css`color: var(--c-textMuted);`}>
            Ponçage, vitrification, huilage et rénovation d’escaliers {business.region} depuis{' '}
            {business.founded}.
          </p>
          <ul
            css={css`display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; list-style: none; padding: 0;`}
          >
            {figures().map((f) => (
              <li key={f.label} css={cardCss}>
                <strong>{f.value}</strong> {f.label}
              </li>
            ))}
          </ul>
          {business.externalRating && (
            <p>
              <a href={business.externalRating.url} target="_blank" rel="noopener noreferrer">
                {externalRatingText()}
              </a>
            </p>
          )}
          <div
            {...islandAttributes({ id: 'shell/NewsletterForm', trigger: 'interaction', hydrate: true })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the newsletter form's own server render (renderChrome).
            dangerouslySetInnerHTML={{ __html: newsletterHtml }}
          />
        </section>
        <section aria-labelledby="footer-agencies">
          <h2 id="footer-agencies" css={headingCss}>
            Nos agences
          </h2>
          <ul css={[listCss, css`gap: 10px;`]}>
            {business.agencies.map((agency, index) => (
              // Two agencies may share a city: the position is their key (the list is staff's order).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above; rendered on the server only.
              <li key={index} css={cardCss}>
                <strong>{agency.city}</strong> — {agency.label}
                <address css={css`font-style: normal;`}>
                  {agencyAddress(agency)}
                  {agency.phone.display && (
                    <>
                      {agencyAddress(agency) && <br />}
                      <PhoneLink source="footer_agency" phone={agency.phone}>
                        <span className="visually-hidden">Appeler l’agence de {agency.city} au </span>
                        {agency.phone.display}
                      </PhoneLink>
                    </>
                  )}
                </address>
                {agency.headquarters && business.socialProfiles.businessListing && (
                  <a href={business.socialProfiles.businessListing} target="_blank" rel="noopener noreferrer">
                    Voir la fiche du siège
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" css={headingCss}>
            Contact
          </h2>
          <ul css={listCss}>
            {business.phone.display && (
              <li>
                <PhoneLink source="footer" />
              </li>
            )}
            {business.chat.href && (
              <li>
                <a href={business.chat.href} target="_blank" rel="noopener noreferrer">
                  {business.chat.label}&nbsp;: {business.chat.display}
                </a>
              </li>
            )}
            {business.email && (
              <li>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </li>
            )}
            {business.mainSite && (
              <li>
                <a href={business.mainSite}>Notre site principal</a>
              </li>
            )}
            {openingHoursText() && <li>{openingHoursText()}</li>}
          </ul>
          <h2 css={[headingCss, css`margin-top: 20px;`]}>Nos services</h2>
          <ul css={listCss}>
            {services.map((s) => (
              <li key={s.href}>
                <SiteLink href={s.href}>{s.label}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
        {/* The header's menu link leads here when scripts are off. */}
        <section id="plan-du-site" aria-labelledby="footer-links">
          <h2 id="footer-links" css={headingCss}>
            Liens utiles
          </h2>
          <ul css={listCss}>
            {quickLinks.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href}>{l.label}</SiteLink>
              </li>
            ))}
            <li>
              <a href="/media/documents/plaquette-parquet-alsace-renovation.pdf" download>
                Télécharger notre plaquette (PDF)
              </a>
            </li>
          </ul>
          {/* No heading over an empty list: the profiles not entered (or placeholders) are left out. */}
          {socials().length > 0 && (
            <>
              <h2 css={[headingCss, css`margin-top: 20px;`]}>Suivez-nous</h2>
              <ul css={[listCss, css`display: flex; flex-wrap: wrap; gap: 4px 16px;`]}>
                {socials().map((s) => (
                  <li key={s.label}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h2 css={[headingCss, css`margin-top: 20px;`]}>Nos valeurs</h2>
          <p css={css`color: var(--c-textMuted);`}>Qualité · Expertise · Satisfaction</p>
        </section>
      </div>
      <div
        css={[
          containerCss,
          css`margin-top: 32px; padding-top: 16px; border-top: 1px solid var(--c-border); display: flex; flex-wrap: wrap; gap: 12px 20px; align-items: center; font-size: 0.9rem; color: var(--c-textMuted); a { color: var(--c-textMuted); display: inline-flex; align-items: center; min-height: 24px; }`,
        ]}
      >
        <span>
          © {year} {business.legalName}
        </span>
        <SiteLink href="/about/">Mentions légales</SiteLink>
        <SiteLink href="/confidentialite/">Confidentialité</SiteLink>
        <SiteLink href="/cgv/">CGV</SiteLink>
        <button
          type="button"
          data-open-cookie-settings=""
          css={css`background: none; border: 0; padding: 8px 0; color: inherit; text-decoration: underline; cursor: pointer;`}
        >
          Paramètres des cookies
        </button>
      </div>
      {/* The business's structured data, once per page: every page has this footer and no route repeats it. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own facts, escaped for a script element by jsonForScript.
        dangerouslySetInnerHTML={{ __html: jsonForScript(localBusiness()) }}
      />
    </footer>
  );
}
