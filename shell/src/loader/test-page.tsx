import { renderToString } from 'react-dom/server';
import { ConsentRoot, FooterRoot, HeaderRoot } from '../chrome/chrome';

/** A page's body as the server writes it (document.ts), for the loader's tests. */
export function serverPage(main = '<h1>Accueil</h1>'): void {
  document.body.innerHTML = [
    renderToString(<ConsentRoot />),
    '<a class="skip-link" href="#main">Aller au contenu principal</a>',
    `<div id="shell-header">${renderToString(<HeaderRoot pathname="/" />)}</div>`,
    `<main id="main" tabindex="-1"><div id="app-pages">${main}</div></main>`,
    `<div id="shell-footer">${renderToString(<FooterRoot newsletterHtml="<form></form>" />)}</div>`,
  ].join('');
}

/** jsdom has no modal dialogs: just enough of them for the loader. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
