import { useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { applyHead, type PageHead } from '../../seo/head';
import { browserBackend } from '../backend-loader';
import { dispatchSiteEvent } from '../events';
import { LoadFailed } from '../failure';
import { dataKey, type MicroApp, matchRoute } from '../micro-app';
import { AppProviders } from '../providers';

/** The element an app renders into on the standalone page: `<div id="app-<name>">` in its <main>. */
export function appContainer(name: string): HTMLElement {
  const id = `app-${name}`;
  let node = document.getElementById(id);
  if (!node) {
    node = document.createElement('div');
    node.id = id;
    (document.getElementById('main') ?? document.body).appendChild(node);
  }
  return node;
}

type ViewState =
  | { key: string; status: 'ready'; data: unknown }
  | { key: string; status: 'loading' }
  | { key: string; status: 'error'; error: unknown };

/**
 * The route of the current address, drawn in the browser from data loaded there: how a remote's
 * standalone dev server shows its pages (on the site, the server renders them and only their
 * islands run in the browser). Its islands are part of the tree.
 */
function StandaloneRoute({ app }: { app: MicroApp }) {
  const location = useLocation();
  const matched = matchRoute(app, location.pathname);
  const key = dataKey(matched?.route, location);
  const [state, setState] = useState<ViewState>({ key, status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // Runs when the address's data key changes, on a retry, and once the data is ready (to apply
  // the head). The state itself is deliberately not a dependency: it is what this effect updates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the comment above.
  useEffect(() => {
    if (!matched) {
      applyPageHead(app.notFoundHead(new URL(window.location.href)));
      return;
    }
    if (state.key === key && state.status === 'ready') {
      const url = new URL(window.location.href);
      applyPageHead(matched.route.head(state.data, { params: matched.params, url }));
      return;
    }
    let cancelled = false;
    setState({ key, status: 'loading' });
    const url = new URL(window.location.href);
    const load = matched.route.load ?? (async () => null);
    load({ params: matched.params, url, backend: browserBackend }).then(
      (data) => {
        if (!cancelled) setState({ key, status: 'ready', data });
      },
      (error) => {
        console.error(error);
        if (!cancelled) setState({ key, status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, state.status === 'ready' && state.key === key]);

  if (!matched) return <app.NotFound />;
  if (state.key !== key || state.status === 'loading') {
    const Loading = matched.route.Loading;
    return Loading ? <Loading /> : <div aria-busy="true" css={{ minHeight: '60vh' }} />;
  }
  if (state.status === 'error') return <LoadFailed page onRetry={() => setAttempt((n) => n + 1)} />;
  if ((matched.route.status?.(state.data) ?? 200) === 404) return <app.NotFound />;
  const { Component } = matched.route;
  return <Component data={state.data} params={matched.params} />;
}

function applyPageHead(head: PageHead) {
  applyHead(head);
  dispatchSiteEvent('site:page-ready', {
    path: `${window.location.pathname}${window.location.search}`,
    title: head.title,
  });
}

export function StandaloneRoutes({ app }: { app: MicroApp }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneRoute app={app} />
      </BrowserRouter>
    </AppProviders>
  );
}
