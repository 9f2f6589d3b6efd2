import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Components exposed by other remotes (the home page's testimonials, the not-found page's
 * search…) are loaded through the shell's Module Federation runtime, which the shell hands over
 * here at start. Without a shell (standalone dev, tests) they simply show their fallback.
 */
type ModuleLoader = (id: string) => Promise<unknown>;
let loader: ModuleLoader | null = null;

export function setRemoteModuleLoader(next: ModuleLoader): void {
  loader = next;
}

export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`Module distant indisponible : ${id}`);
  return (await loader(id)) as T;
}

interface RemoteSlotProps<P> {
  /** "<remote>/<exposed module>", e.g. "reviews/Testimonials". */
  id: string;
  props?: P;
  /** Shown if loading fails (sample content…), and while loading unless `loading` is given. */
  fallback: ReactNode;
  /** Shown while loading (placeholders of the same size), when it must differ from `fallback`. */
  loading?: ReactNode;
  /** Load only when scrolled near, to keep below-the-fold code off the first paint. */
  whenVisible?: boolean;
}

export function RemoteSlot<P extends object>({ id, props, fallback, loading = fallback, whenVisible = false }: RemoteSlotProps<P>) {
  // biome-ignore lint/suspicious/noExplicitAny: the exposed component's props are checked by its own remote.
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    }, { rootMargin: '400px' });
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    loadRemoteModule<{ default: ComponentType<P> }>(id)
      .then((mod) => {
        if (!cancelled) setComponent(() => mod.default);
      })
      .catch((error) => {
        console.error(`Chargement de ${id} impossible`, error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [id, visible]);

  return <div ref={anchor}>{Component ? <Component {...(props ?? {})} /> : failed ? fallback : loading}</div>;
}
