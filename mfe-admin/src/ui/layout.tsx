import { currentTheme, toggleTheme } from '@parquet-alsace/shared/theme';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { authTexts } from '../auth/texts';
import { Link } from '../router';
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

const headerCss = {
  borderBottom: '1px solid var(--c-border)',
  background: 'var(--c-surface)',
};

export type Section =
  | 'leads'
  | 'reviews'
  | 'articles'
  | 'journal'
  | 'company'
  | 'prices'
  | 'gallery'
  | 'documents';

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
  const navLink = (href: string, name: Section, label: ReactNode) => (
    <Link
      href={href}
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
  return (
    <>
      <a href="#contenu" css={visuallyHidden}>
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
          }}
        >
          <strong css={{ marginRight: 'auto' }}>{t.brand}</strong>
          <nav aria-label={t.nav}>
            {/* Wrapped on a phone: a row wider than the screen would make the browser zoom the page out. */}
            <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', margin: 0, padding: 0 }}>
              <li>
                {navLink(
                  '/admin/',
                  'leads',
                  <>
                    {t.leads}
                    {newLeads ? (
                      <span
                        css={{
                          marginLeft: 6,
                          padding: '0 8px',
                          borderRadius: 999,
                          background: 'var(--c-accent)',
                          color: 'var(--c-accentText)',
                        }}
                      >
                        {newLeads}
                        <span css={visuallyHidden}> nouvelles</span>
                      </span>
                    ) : null}
                  </>,
                )}
              </li>
              <li>{navLink('/admin/reviews/', 'reviews', t.reviews)}</li>
              <li>{navLink('/admin/journal/', 'journal', t.journal)}</li>
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
          <ThemeSwitch />
          <button type="button" css={smallButtonCss()} onClick={onSignOut}>
            {authTexts.signOut}
          </button>
        </div>
      </header>
      <main id="contenu" tabIndex={-1} css={{ outline: 'none' }}>
        {children}
      </main>
    </>
  );
}
