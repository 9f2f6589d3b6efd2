/**
 * The images a page deferred (`Picture`'s `defer`: `data-defer-src`/`data-defer-srcset`) get
 * their addresses: the site's loader calls it after the largest paint, a standalone remote as
 * soon as React draws them. Document order: a <picture>'s <source>s get theirs before its
 * <img>, which then picks one.
 */
export function loadDeferredImages(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-defer-src], [data-defer-srcset]')) {
    const { deferSrc, deferSrcset } = element.dataset;
    if (deferSrcset) element.setAttribute('srcset', deferSrcset);
    if (deferSrc) element.setAttribute('src', deferSrc);
    element.removeAttribute('data-defer-src');
    element.removeAttribute('data-defer-srcset');
  }
}
