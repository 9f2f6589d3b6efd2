import { css } from '@emotion/react';
import { containerCss } from './primitives';

/** The site's sections, in the order the secondary bar shows them. */
export const secondaryNavLinks = [
  { href: '/', label: 'Accueil' },
  { href: '/blog/', label: 'Blog' },
  { href: '/gallery/', label: 'Galerie' },
  { href: '/reviews/', label: 'Avis' },
  { href: '/services/', label: 'Services' },
  { href: '/about/', label: 'À propos' },
] as const;

const isCurrent = (href: string, pathname: string) =>
  href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(href);

const linkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 999px;
  color: var(--c-text);
  text-decoration: none;
  font-weight: 600;
  &:hover { background: var(--c-surfaceRaised); }
  &[aria-current] { background: var(--c-surfaceRaised); color: var(--c-link); text-decoration: underline; text-underline-offset: 4px; }
`;

/**
 * The shared secondary navigation bar: the site's six sections in one row of plain links (it
 * wraps on a phone instead of scrolling sideways), the current section marked. Static markup;
 * an app places it at the top of its page, under the header: `<SecondaryNav pathname={path} />`.
 */
export function SecondaryNav({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label="Rubriques du site"
      css={css`border-bottom: 1px solid var(--c-border); background: var(--c-surface);`}
    >
      <ul
        css={[
          containerCss,
          css`display: flex; flex-wrap: wrap; justify-content: center; gap: 2px 4px; list-style: none; margin-top: 0; margin-bottom: 0; padding-top: 4px; padding-bottom: 4px;`,
        ]}
      >
        {secondaryNavLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              css={linkCss}
              aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
