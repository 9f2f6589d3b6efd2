import { css } from '@emotion/react';
import {
  business,
  containerCss,
  PhoneLink,
  QuoteButton,
  SiteLink,
  ThemeToggle,
} from '@parquet-alsace/shared';
import { aboutMenu, isActiveLink, navLinks } from './nav-links';

const linkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 10px;
  border-radius: 8px;
  color: var(--c-text);
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover { background: var(--c-surfaceRaised); }
  &[aria-current='page'] { color: var(--c-link); text-decoration: underline; text-underline-offset: 6px; }
`;

export const headerTexts = { quote: 'Devis' };

/** The phone's call button: an icon in a 44 px circle, like the theme and menu buttons. */
const compactCss = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
`;

/** "Devis": a small primary button, kept on every width (the wizard opens in place). */
const quoteCss = css`
  flex: none;
  min-height: 44px;
  padding: 8px 14px;
`;

export function BrandMark() {
  return (
    <SiteLink
      href="/"
      css={css`display: inline-flex; align-items: center; gap: 10px; color: var(--c-text); text-decoration: none; font-weight: 800;`}
    >
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--c-accent)" />
        <path
          d="M6 22 12 16l6 6-6 6zM14 14l6-6 6 6-6 6zM6 10l6-6 6 6-6 6z"
          fill="var(--c-accentText)"
          opacity=".85"
        />
      </svg>
      {/* Only the mark shows where call and quote need its room (phones, and beside the full
          menu on small laptops); the name stays the link's name. */}
      <span
        css={css`line-height: 1.1; @media (max-width: 479px), (min-width: 1000px) and (max-width: 1149px) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }`}
      >
        Parquet Alsace
        <span css={css`display: block; font-size: 0.75rem; font-weight: 600; color: var(--c-textMuted);`}>
          Rénovation
        </span>
      </span>
    </SiteLink>
  );
}

/**
 * The site header, rendered by the server for each page and never hydrated: the page's inline
 * loader opens the phone menu (`data-menu-toggle`), closes the "À propos" dropdown on Escape
 * (`data-dropdown`) and drives the theme switch. Links are ordinary page loads.
 *
 * It stays on screen on every page (its wrapper in the document is sticky, see the base CSS), so
 * a call and a quote are always one tap away: on a phone as a call button and "Devis", beside
 * the menu button.
 */
export function Header({ pathname }: { pathname: string }) {
  const current = (href: string) => (isActiveLink(href, pathname) ? 'page' : undefined);

  return (
    <header
      css={css`background: color-mix(in srgb, var(--c-bg) 92%, transparent); backdrop-filter: blur(8px); border-bottom: 1px solid var(--c-border); view-transition-name: site-header;`}
    >
      <div
        css={[
          containerCss,
          css`display: flex; align-items: center; gap: 12px; min-height: 64px; @media (max-width: 479px) { gap: 8px; padding: 0 12px; }`,
        ]}
      >
        <BrandMark />
        <nav
          aria-label="Navigation principale"
          css={css`display: none; margin-left: auto; @media (min-width: 1000px) { display: block; }`}
        >
          <ul css={css`display: flex; gap: 2px; list-style: none; margin: 0; padding: 0;`}>
            {navLinks.map((link) =>
              link.href === '/about/' ? (
                <li
                  key={link.href}
                  data-dropdown=""
                  css={css`position: relative; &:hover > div, &:focus-within > div { display: block; } &[data-dismissed] > div { display: none; }`}
                >
                  <SiteLink
                    href={link.href}
                    css={linkCss}
                    aria-current={current(link.href)}
                    aria-haspopup="true"
                  >
                    {link.label} <span aria-hidden="true">▾</span>
                  </SiteLink>
                  <div
                    css={css`display: none; position: absolute; right: 0; top: 100%; min-width: 260px; padding: 8px; border-radius: 12px; background: var(--c-surface); border: 1px solid var(--c-border); box-shadow: 0 10px 30px rgba(0,0,0,.3);`}
                  >
                    {aboutMenu.map((item) => (
                      <SiteLink
                        key={item.href}
                        href={item.href}
                        css={css`display: block; padding: 10px; border-radius: 8px; color: var(--c-text); text-decoration: none; &:hover { background: var(--c-surfaceRaised); }`}
                      >
                        <strong>{item.label}</strong>
                        <span css={css`display: block; font-size: 0.85rem; color: var(--c-textMuted);`}>
                          {item.subtitle}
                        </span>
                      </SiteLink>
                    ))}
                  </div>
                </li>
              ) : (
                <li key={link.href}>
                  <SiteLink href={link.href} css={linkCss} aria-current={current(link.href)}>
                    {link.label}
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div
          css={css`display: flex; align-items: center; gap: 8px; margin-left: auto; @media (min-width: 1000px) { margin-left: 8px; }`}
        >
          {/* The number in full where it fits; a call button on phones and beside the full menu below 1280 px. */}
          <PhoneLink
            source="header"
            css={[
              linkCss,
              css`display: none; @media (min-width: 640px) and (max-width: 999px), (min-width: 1280px) { display: inline-flex; }`,
            ]}
          />
          <PhoneLink
            source="header"
            css={[
              compactCss,
              css`@media (min-width: 640px) and (max-width: 999px), (min-width: 1280px) { display: none; }`,
            ]}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="visually-hidden">Appeler le {business.phone.display}</span>
          </PhoneLink>
          {business.chat.href && (
            <a
              href={business.chat.href}
              target="_blank"
              rel="noopener noreferrer"
              css={[linkCss, css`display: none; @media (min-width: 640px) { display: inline-flex; }`]}
            >
              {business.chat.label}
            </a>
          )}
          <QuoteButton source="header" css={quoteCss}>
            {headerTexts.quote}
          </QuoteButton>
          <ThemeToggle />
          {/* Without scripts the menu button cannot open the menu: a link to the footer's
              navigation takes its place (the page's <noscript> style, WITHOUT_SCRIPT_CSS). */}
          <span css={css`display: contents; @media (min-width: 1000px) { display: none; }`}>
            <a href="#plan-du-site" data-without-script="" css={compactCss}>
              <span aria-hidden="true">☰</span>
              <span className="visually-hidden">Menu&nbsp;: les liens du site en bas de page</span>
            </a>
          </span>
          <button
            type="button"
            aria-expanded="false"
            aria-controls="mobile-menu"
            data-menu-toggle=""
            data-needs-script=""
            css={css`width: 44px; height: 44px; border-radius: 10px; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); cursor: pointer; @media (min-width: 1000px) { display: none; } .menu-close { display: none; } &[aria-expanded='true'] .menu-open { display: none; } &[aria-expanded='true'] .menu-close { display: inline; }`}
          >
            <span
              className="visually-hidden"
              data-label-open="Ouvrir le menu"
              data-label-close="Fermer le menu"
            >
              Ouvrir le menu
            </span>
            <span aria-hidden="true" className="menu-open">
              ☰
            </span>
            <span aria-hidden="true" className="menu-close">
              ×
            </span>
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Menu mobile"
        hidden
        css={css`border-top: 1px solid var(--c-border); background: var(--c-surface); max-height: calc(100vh - 64px); overflow-y: auto; @media (min-width: 1000px) { display: none; }`}
      >
        <ul
          css={[
            containerCss,
            css`list-style: none; padding-top: 8px; padding-bottom: 16px; margin-top: 0; margin-bottom: 0;`,
          ]}
        >
          {[...navLinks, aboutMenu[1]].map((link) => (
            <li key={link.label}>
              <SiteLink href={link.href} css={[linkCss, css`width: 100%;`]} aria-current={current(link.href)}>
                {link.label}
              </SiteLink>
            </li>
          ))}
          <li>
            <PhoneLink source="mobile_menu" css={[linkCss, css`width: 100%;`]}>
              Appeler le {business.phone.display}
            </PhoneLink>
          </li>
          {business.chat.href && (
            <li>
              <a
                href={business.chat.href}
                target="_blank"
                rel="noopener noreferrer"
                css={[linkCss, css`width: 100%;`]}
              >
                {business.chat.label}&nbsp;: {business.chat.display}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
