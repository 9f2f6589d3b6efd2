import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * The router hooks apps may use. Apps import them from '@parquet-alsace/shared', never from react-router-dom:
 * the router is bundled once, inside this singleton package and tree-shaken to what we use, so
 * the <BrowserRouter> of `createLifecycles` and the hooks always share one context.
 */
export { useLocation, useSearchParams } from 'react-router-dom';

/**
 * The one navigation helper between apps. single-spa patches the History API, so a pushState
 * here re-routes to whichever app owns the new path and every app's router hears about it.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(window.history.state, '', to);
    return;
  }
  navigateToUrl(to);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An internal link: a real <a href> (crawlable, works without script) that navigates without reload. */
export function SiteLink({
  href,
  onClick,
  target,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target === '_blank' || !isPlainLeftClick(event)) return;
        if (!href.startsWith('/') || href.startsWith('//')) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}
