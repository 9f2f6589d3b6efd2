import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { business } from '../facts/business-facts';
import { SiteLink } from '../platform/navigation';
import { theme as t } from '../theme/tokens';

/**
 * Styling is done with emotion's `css` prop only: one small runtime shared by every app. Colours
 * are CSS variables, so nothing here depends on a ThemeProvider being present.
 */
export const containerCss = css`
  width: 100%;
  max-width: ${t.maxWidth};
  margin: 0 auto;
  padding: 0 16px;
`;

export function Container({
  children,
  as: Tag = 'div',
}: {
  children: ReactNode;
  as?: 'div' | 'section' | 'header' | 'footer';
}) {
  return <Tag css={containerCss}>{children}</Tag>;
}

/**
 * A list (`<ul>`/`<ol>`) laid out as a grid of cards at least `minWidth` px wide: as many columns
 * as fit, one column on a phone narrower than `minWidth`, no bullets.
 */
export const cardGridCss = (minWidth: number) => css`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}px), 1fr));
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** A card of such a grid (or a boxed section): surface, border, rounded corners. */
export const cardCss = css`
  padding: 20px;
  border-radius: 12px;
  border: 1px solid var(--c-border);
  background: var(--c-surface);
`;

/** A text input or select of a filter bar (search, category…), full width, 48 px high. */
export const controlCss = css`
  min-height: 48px;
  padding: 10px 14px;
  border-radius: 12px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  font: inherit;
  width: 100%;
`;

/** A pill of a toolbar (share, download, copy): 44 px high, outlined, on the raised surface. */
export const pillCss = css`
  min-height: 44px;
  padding: 8px 14px;
  border-radius: 999px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  text-decoration: none;
  cursor: pointer;
`;

/** Its label, stacked above it. */
export const controlLabelCss = css`display: grid; gap: 6px; font-weight: 600;`;

/** A list's search box: its label above a search field that reports each change of its text. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (search: string) => void;
}) {
  return (
    <label css={controlLabelCss}>
      {label}
      <input
        type="search"
        value={value}
        placeholder={placeholder}
        css={controlCss}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** A list's filter by category: its label above a select whose first choice is « all » (value ''). */
export function CategorySelect({
  label,
  allLabel,
  categories,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <label css={controlLabelCss}>
      {label}
      <select value={value} css={controlCss} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}

type Variant = 'primary' | 'secondary' | 'ghost';

export const buttonCss = (variant: Variant = 'primary') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 20px;
  border-radius: ${t.radius.pill};
  border: 2px solid ${variant === 'primary' ? t.color.accent : t.color.border};
  background: ${variant === 'primary' ? t.color.accent : variant === 'secondary' ? t.color.surfaceRaised : 'transparent'};
  color: ${variant === 'primary' ? t.color.accentText : t.color.text};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:active { transform: translateY(1px); }
  /* Hover only where a pointer hovers: on a touch screen the tap would start the transition in
     the frame that answers it, and leave the button lit after it (docs/adr-004-islands.md). */
  @media (hover: hover) {
    transition: transform 0.15s ease, filter 0.15s ease;
    &:hover { filter: brightness(1.08); }
  }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export function Button({
  variant = 'primary',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" css={buttonCss(variant)} {...rest} />;
}

export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: Variant;
  children: ReactNode;
}) {
  return (
    <SiteLink href={href} css={buttonCss(variant)}>
      {children}
    </SiteLink>
  );
}

/**
 * The company phone as a call link: the site's one tracked phone link. Every click on a `tel:`
 * link is an analytics phone_click, sent by the page's inline loader with the link's
 * `data-phone-source` (no React needed); `event` adds the page's own contact event
 * (`data-phone-event`: gallery_cta, downloads_cta, blog_article_cta).
 */
export function PhoneLink({
  source,
  event,
  phone = business.phone,
  children,
  className,
}: {
  source: string;
  /** An extra analytics event sent with the phone_click. */
  event?: string;
  /** Another number than the company's (an agency's); the phone_click names the number called. */
  phone?: { display: string; href: string };
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a href={phone.href} className={className} data-phone-source={source} data-phone-event={event}>
      {children ?? phone.display}
    </a>
  );
}

const spin = css`
  @keyframes site-spin { to { transform: rotate(360deg); } }
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 4px solid var(--c-border);
  border-top-color: var(--c-accent);
  animation: site-spin 0.8s linear infinite;
`;

export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <div role="status" css={css`display: grid; place-items: center; padding: 48px 0;`}>
      <div css={spin} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Full-screen spinner shown while an app's code loads. */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      css={css`position: fixed; inset: 0; z-index: 900; display: grid; place-items: center; background: color-mix(in srgb, var(--c-bg) 70%, transparent);`}
    >
      <div css={spin} aria-hidden="true" />
      <span className="visually-hidden">Chargement de la page…</span>
    </div>
  );
}

const crumbLabels: Record<string, string> = {
  blog: 'Blog',
  services: 'Services',
  tarifs: 'Tarifs',
  gallery: 'Galerie',
  reviews: 'Avis clients',
  about: 'À propos',
};

export interface Crumb {
  name: string;
  path: string;
}

/** Breadcrumb trail of a path: Accueil, known labels, other segments decoded and capitalised. */
export function breadcrumbsFor(pathname: string, lastLabel?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: 'Accueil', path: '/' }];
  segments.forEach((segment, i) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Keep the raw segment when it is not valid percent-encoding.
    }
    const label =
      crumbLabels[segment] ?? decoded.charAt(0).toUpperCase() + decoded.slice(1).replace(/-/g, ' ');
    crumbs.push({ name: label, path: `/${segments.slice(0, i + 1).join('/')}/` });
  });
  if (lastLabel && crumbs.length > 1) (crumbs[crumbs.length - 1] as Crumb).name = lastLabel;
  return crumbs;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Fil d’Ariane" css={css`font-size: 0.9rem; margin: 16px 0;`}>
      <ol
        css={css`display: flex; flex-wrap: wrap; gap: 0 6px; list-style: none; padding: 0; margin: 0; color: var(--c-textMuted); a { display: inline-flex; align-items: center; min-height: 24px; }`}
      >
        {items.map((item, i) => (
          <li key={item.path}>
            {i > 0 && <span aria-hidden="true">› </span>}
            {i === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <SiteLink href={item.path}>{item.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
