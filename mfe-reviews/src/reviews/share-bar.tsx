import { css } from '@emotion/react';
import { pillCss } from '@parquet-alsace/shared/client';
import { useEffect, useRef, useState } from 'react';
import { listTexts } from './texts';

const t = listTexts.share;

/** Share addresses of the three networks for one page URL. */
export function shareUrls(pageUrl: string, text: string) {
  const u = encodeURIComponent(pageUrl);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

const barCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  padding: 12px 0;
  @media (min-width: 768px) { display: none; }
  a, button {
    ${pillCss};
    font: inherit;
    font-size: 0.9rem;
  }
`;

/** Mobile-only share bar: network popups 600x400, copy link (native share when no clipboard). */
export function ShareBar({ pageUrl, text }: { pageUrl: string; text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const urls = shareUrls(pageUrl, text);

  const popup = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    window.open(href, 'share', 'width=600,height=400,noopener,noreferrer');
  };

  const copy = async () => {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(pageUrl);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      } else if (navigator.share) {
        await navigator.share({ title: document.title, text, url: pageUrl });
      }
    } catch (error) {
      console.error('Partage impossible', error);
    }
  };

  return (
    <nav aria-label={t.label} css={barCss}>
      <a href={urls.facebook} target="_blank" rel="noopener noreferrer" onClick={popup(urls.facebook)}>
        Facebook<span className="visually-hidden"> — {t.facebook}</span>
      </a>
      <a href={urls.twitter} target="_blank" rel="noopener noreferrer" onClick={popup(urls.twitter)}>
        Twitter<span className="visually-hidden"> — {t.twitter}</span>
      </a>
      <a href={urls.linkedin} target="_blank" rel="noopener noreferrer" onClick={popup(urls.linkedin)}>
        LinkedIn<span className="visually-hidden"> — {t.linkedin}</span>
      </a>
      <button type="button" onClick={copy}>
        {t.copy}
      </button>
      <span role="status" css={css`font-size: 0.9rem; color: var(--c-success);`}>
        {copied ? t.copied : ''}
      </span>
    </nav>
  );
}

export default ShareBar;
