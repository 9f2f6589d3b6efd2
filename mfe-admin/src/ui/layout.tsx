import { currentTheme, toggleTheme } from '@parquet-alsace/shared/theme';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { authTexts } from '../auth/texts';
import { Link } from '../router';
import { keepFocusIn } from './focus-keeper';
import { smallButtonCss, visuallyHidden } from './styles';
import { layoutTexts as t } from './texts';

function ThemeSwitch() {
  const [theme, setTheme] = useState<'dark' | 'light'>('dark');
  useEffect(() => setTheme(currentTheme()), []);
  return (
    <button
      type="button"
      css={smallButtonCss()}
      aria-pressed={theme === 'light'}
      onClick={() => setTheme(toggleTheme())}
    >
      {t.themeLight}
    </button>
  );
}

/** Hidden until focused: the first Tab of every screen, to its content past the header. */
const skipLinkCss = [
  visuallyHidden,
  {
    '&:focus': {
      position: 'fixed' as const,
      top: 8,
      left: 8,
      zIndex: 100,
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      padding: '10px 16px',
      borderRadius: 8,
      background: 'var(--c-surfaceRaised)',
      color: 'var(--c-text)',
      fontWeight: 700,
      outline: '3px solid var(--c-accent)',
    },
  },
];

const headerCss = {
  borderBottom: '1px solid var(--c-border)',
  background: 'var(--c-surface)',
};

/** Below this width the header folds behind « Menu » (a phone), so the page starts at once. */
const PHONE = '@media (max-width: 719px)';
const WIDER = '@media (min-width: 720px)';
const MENU_ID = 'menu-equipe';

const badgeCss = {
  marginLeft: 6,
  padding: '0 8px',
  borderRadius: 999,
  background: 'var(--c-accent)',
  color: 'var(--c-accentText)',
};

export type Section =
  | 'leads'
  | 'reviews'
  | 'articles'
  | 'journal'
  | 'performance'
  | 'agenda'
  | 'availability'
  | 'company'
  | 'prices'
  | 'gallery'
  | 'documents'
  | 'password';

/** How many leads are new, beside « Demandes » and « Menu » (nothing when none). */
function NewLeadsBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span css={badgeCss}>
      {count}
      <span css={visuallyHidden}> nouvelles</span>
    </span>
  );
}

/** Header (sections, who is signed in, theme, sign out) and the page. */
export function Layout({
  current,
  email,
  newLeads,
  onSignOut,
  children,
}: {
  current: Section | null;
  email: string;
  newLeads: number | null;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const navLink = (href: string, name: Section, label: ReactNode) => (
    <Link
      href={href}
      // A section chosen in the phone's menu folds it.
      onClick={() => setMenuOpen(false)}
      aria-current={current === name ? 'page' : undefined}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        padding: '0 12px',
        borderRadius: 8,
        color: 'var(--c-text)',
        fontWeight: 700,
        textDecoration: current === name ? 'underline' : 'none',
        textUnderlineOffset: 6,
      }}
    >
      {label}
    </Link>
  );
  const main = useRef<HTMLElement>(null);
  useEffect(() => (main.current ? keepFocusIn(main.current) : undefined), []);
  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to the content; the click only keeps the address, which the back office's router owns */}
      <a
        href="#contenu"
        css={skipLinkCss}
        onClick={(event) => {
          // To the content without changing the address (the back office's routes own it).
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t.skip}
      </a>
      <header css={headerCss}>
        <div
          css={{
            maxWidth: 1200,
            margin: '0 auto',
            padding: '8px 16px',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 8,
            // One line on a phone whatever the widths: the brand gives way, the menu goes below.
            [PHONE]: {
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) auto auto',
              padding: '8px 12px',
              '& > button': { paddingInline: 12 },
            },
          }}
        >
          <strong
            css={{ marginRight: 'auto', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            <span css={{ [PHONE]: { display: 'none' } }}>{t.brandSite}</span>
            {t.brandTeam}
          </strong>
          <button
            ref={menuButton}
            type="button"
            css={[smallButtonCss(), { [WIDER]: { display: 'none' } }]}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {t.menu}
            <NewLeadsBadge count={newLeads} />
          </button>
          <div
            id={MENU_ID}
            css={[
              { display: 'contents' },
              {
                [PHONE]: menuOpen
                  ? { display: 'grid', gap: 8, gridColumn: '1 / -1', justifyItems: 'start', order: 1 }
                  : { display: 'none' },
              },
            ]}
          >
            <nav aria-label={t.nav}>
              {/* Wrapped on a phone: a row wider than the screen would make the browser zoom the page out. */}
              <ul
                css={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}
              >
                <li>
                  {navLink(
                    '/admin/',
                    'leads',
                    <>
                      {t.leads}
                      <NewLeadsBadge count={newLeads} />
                    </>,
                  )}
                </li>
                <li>{navLink('/admin/agenda/', 'agenda', t.agenda)}</li>
                <li>{navLink('/admin/disponibilites/', 'availability', t.availability)}</li>
                <li>{navLink('/admin/reviews/', 'reviews', t.reviews)}</li>
                <li>{navLink('/admin/journal/', 'journal', t.journal)}</li>
                <li>{navLink('/admin/performances/', 'performance', t.performance)}</li>
                <li>{navLink('/admin/entreprise/', 'company', t.company)}</li>
                <li>{navLink('/admin/tarifs/', 'prices', t.prices)}</li>
                <li>{navLink('/admin/articles/', 'articles', t.articles)}</li>
                <li>{navLink('/admin/galerie/', 'gallery', t.gallery)}</li>
                <li>{navLink('/admin/documents/', 'documents', t.documents)}</li>
              </ul>
            </nav>
            <span css={{ color: 'var(--c-textMuted)', fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
              {t.signedInAs(email)}
            </span>
            <Link
              href="/admin/mot-de-passe/"
              aria-current={current === 'password' ? 'page' : undefined}
              css={smallButtonCss()}
            >
              {t.password}
            </Link>
            <ThemeSwitch />
          </div>
          {/* On a phone too, one tap away: on the header's line, the opened menu below it. */}
          <button type="button" css={smallButtonCss()} onClick={onSignOut}>
            {authTexts.signOut}
          </button>
        </div>
      </header>
      <main id="contenu" ref={main} tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
    </>
  );
}
