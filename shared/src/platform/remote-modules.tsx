import { type ComponentType, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { FragmentsContext } from './fragments';
import type { ComponentIslandId, IslandId, IslandModule, SlotProps } from './island-ids';
import { type IslandTrigger, islandAttributes } from './islands';

/**
 * Components exposed by other remotes (the home page's testimonials, the not-found page's
 * search…): on the site, the server renders them and the shell's runtime mounts the islands
 * among them. Where a page is drawn in the browser (a remote's standalone dev server) they are
 * loaded through the loader that server hands over here; without one (tests) they show their
 * fallback.
 */
type ModuleLoader = (id: string) => Promise<unknown>;
let loader: ModuleLoader | null = null;

export function setRemoteModuleLoader(next: ModuleLoader): void {
  loader = next;
}

/** The island's module, typed as its remote exposes it (shared/src/platform/island-ids.ts). */
export async function loadRemoteModule<I extends IslandId>(id: I): Promise<IslandModule<I>> {
  if (!loader) throw new Error(`Module distant indisponible : ${id}`);
  return (await loader(id)) as IslandModule<I>;
}

/** `props` as the island's component declares them; optional when none is required. */
type SlotPropsOf<I extends ComponentIslandId> =
  // biome-ignore lint/complexity/noBannedTypes: "no required prop" is exactly `{}` extending them.
  {} extends SlotProps<I> ? { props?: SlotProps<I> } : { props: SlotProps<I> };

type RemoteSlotProps<I extends ComponentIslandId> = SlotPropsOf<I> & {
  /** "<remote>/<exposed island>", e.g. "reviews/Testimonials", from the remote's islands.json. */
  id: I;
  /** Shown if loading fails (sample content…), and while loading unless `loading` is given. */
  fallback: ReactNode;
  /** Shown while loading (placeholders of the same size), when it must differ from `fallback`. */
  loading?: ReactNode;
  /** Load only when scrolled near, to keep below-the-fold code off the first paint. */
  whenVisible?: boolean;
  /**
   * On a page of islands: when the browser loads the remote's component and hydrates the
   * server's HTML with it (`interaction` for a form, `visible`…). Without it the fragment is
   * static HTML that never hydrates. Either way, a fragment the server could not render becomes
   * an island rendered by the browser once visible.
   */
  trigger?: IslandTrigger;
};

/**
 * The HTML the server rendered for a fragment: given on the server; in the browser, where the
 * page's data carries only the fragment's data, read back from the page before hydration and
 * shown as is until the remote arrives.
 */
function serverHtmlOf(id: string, rendered: { html?: string } | undefined): string | null {
  if (!rendered) return null;
  if (rendered.html !== undefined) return rendered.html;
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-fragment="${id}"]`)?.innerHTML ?? null;
}

/**
 * A component another remote exposes, placed on this app's page. Its id and props are checked
 * against the exposing remote's component (shared/src/platform/island-ids.ts): a renamed island
 * or a wrong prop fails `tsc` here.
 */
export function RemoteSlot<I extends ComponentIslandId>(slot: RemoteSlotProps<I>) {
  const { id, fallback, loading = fallback, whenVisible = false, trigger } = slot;
  const props: object | undefined = slot.props;
  const rendered = useContext(FragmentsContext)[id];
  // The same attributes as the server wrote (they come from the same data).
  const island =
    rendered !== undefined
      ? trigger &&
        islandAttributes({ id, trigger, props: { ...props, initial: rendered.data }, hydrate: true })
      : islandAttributes({ id, trigger: trigger ?? 'visible', props, hydrate: false });
  const [serverHtml] = useState(() => serverHtmlOf(id, rendered));
  // biome-ignore lint/suspicious/noExplicitAny: the props were checked against the island's component at the call site.
  const [Component, setComponent] = useState<ComponentType<any> | null>(null);
  const [visible, setVisible] = useState(!whenVisible);
  const [failed, setFailed] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !anchor.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    loadRemoteModule(id)
      .then((mod) => {
        // biome-ignore lint/suspicious/noExplicitAny: see `Component` above.
        if (!cancelled) setComponent(() => (mod as { default: ComponentType<any> }).default);
      })
      .catch((error) => {
        console.error(`Chargement de ${id} impossible`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [id, visible]);

  if (Component) {
    // Started from the server's data when its HTML is on the page: same content, no refetch flash.
    const initial = serverHtml !== null && rendered ? { initial: rendered.data } : {};
    return (
      <div ref={anchor} data-fragment={id} {...island}>
        <Component {...(props ?? {})} {...initial} />
      </div>
    );
  }
  if (serverHtml !== null) {
    // React leaves inner HTML it did not render alone while hydrating: the server's stays.
    return (
      <div
        ref={anchor}
        data-fragment={id}
        {...island}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own server's React output, read back from this very element.
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  return (
    <div ref={anchor} data-fragment={id} {...island}>
      {failed ? fallback : loading}
    </div>
  );
}
