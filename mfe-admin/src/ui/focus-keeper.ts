/**
 * Keeps the keyboard focus inside the page when the element holding it goes away: a button
 * disabled while its form saves, a form closed once saved, a list redrawn. Left alone, the
 * browser drops the focus to <body> and a keyboard or screen-reader user starts again from
 * the top. The focus goes back to the element once it is enabled again; if it was removed, to
 * the first focusable element of its nearest ancestor still on the page (the button that
 * reopens the form), else to the page's heading. A focus the user moved themselves (a click
 * outside any field) is left where it is.
 */
const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const isDisabled = (element: Element) => (element as HTMLButtonElement).disabled === true;

export function keepFocusIn(root: HTMLElement): () => void {
  let last: HTMLElement | null = null;
  let ancestors: HTMLElement[] = [];

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!root.contains(target) || target === root) return;
    last = target;
    ancestors = [];
    for (let node = target.parentElement; node && node !== root; node = node.parentElement)
      ancestors.push(node);
  };
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    // Moved elsewhere on purpose (another field, a click on the page's text, another window).
    if (target === last && (event.relatedTarget || (target.isConnected && !isDisabled(target)))) last = null;
  };
  const restore = () => {
    if (!last || (document.activeElement && document.activeElement !== document.body)) return;
    if (last.isConnected) {
      if (isDisabled(last)) return; // back when it is enabled again
      last.focus();
      return;
    }
    const anchor = ancestors.find((node) => node.isConnected);
    const next = anchor?.querySelector<HTMLElement>(focusable) ?? root.querySelector<HTMLElement>('h1');
    last = null;
    next?.focus();
  };
  const observer = new MutationObserver(restore);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}
