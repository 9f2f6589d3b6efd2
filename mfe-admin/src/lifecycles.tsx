import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AdminApp } from './app';

/**
 * What the shell's runtime mounts at `/admin/` (exposed as './app'): rendered in the browser
 * only, never hydrated (the server sends no back-office HTML, docs/adr-008-back-office.md).
 */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => <AdminApp />,
  renderType: 'createRoot',
  domElementGetter: () => {
    const element = document.getElementById('app-admin');
    if (!element) throw new Error('Élément #app-admin absent');
    return element;
  },
  errorBoundary: () => (
    <main css={{ padding: 16 }}>
      <p role="alert">Une erreur est survenue dans l’espace équipe. Rechargez la page.</p>
    </main>
  ),
});
