/**
 * The island protocol: how the server marks an interactive piece of a page, which the inline
 * loader (shell/src/loader) wakes when its trigger fires and the runtime (shell/src/runtime)
 * mounts as a single-spa parcel from its remote. Everything else on the page is static HTML and
 * never hydrates (docs/adr-004-islands.md).
 *
 *   <div data-island="quote/HomeQuoteSection"   remote/exposed module
 *        data-trigger="interaction"             when to load it
 *        data-island-key="quote-HomeQuoteSection-"   React identifierPrefix, same on both sides
 *        data-hydrate                           the HTML inside is the component's server render
 *        data-props='{"initial":…}'>            JSON props
 *     …server HTML…
 *   </div>
 *
 * Once mounted, an island gets `data-ready` (tests and tools wait on it).
 */
export type IslandTrigger =
  /** As soon as the loader runs (a page that is nothing without it: the thank-you page). */
  | 'load'
  /** When the browser is idle after the load event. */
  | 'idle'
  /** When scrolled near (200 px). */
  | 'visible'
  /** On the first pointer, focus or key inside it; the tap that woke it is replayed once mounted. */
  | 'interaction';

export const ISLAND_ATTR = 'data-island';
export const TRIGGER_ATTR = 'data-trigger';
export const KEY_ATTR = 'data-island-key';
export const PROPS_ATTR = 'data-props';
export const HYDRATE_ATTR = 'data-hydrate';
export const READY_ATTR = 'data-ready';

/** React's identifierPrefix for an island: unique on the page, the same on the server and in the browser. */
export function islandKey(id: string): string {
  return `${id.replace(/[^a-zA-Z0-9]+/g, '-')}-`;
}

export interface IslandMarker {
  /** "<remote>/<exposed module>" ("shell/<module>" for the shell's own islands). */
  id: string;
  trigger: IslandTrigger;
  /** JSON-serialisable props, e.g. `{ initial: data }` for a fragment rendered by the server. */
  props?: unknown;
  /** Whether the element holds the component's server render (hydrate) or not (render). */
  hydrate: boolean;
  /** Tells two islands of the same module on one page apart (their keys must differ). */
  instance?: string;
}

/** The attributes of an island's element, as the server writes them. */
export function islandAttributes(marker: IslandMarker): Record<string, string> {
  const attributes: Record<string, string> = {
    [ISLAND_ATTR]: marker.id,
    [TRIGGER_ATTR]: marker.trigger,
    [KEY_ATTR]: islandKey(marker.instance ? `${marker.id}/${marker.instance}` : marker.id),
  };
  if (marker.hydrate) attributes[HYDRATE_ATTR] = '';
  if (marker.props !== undefined) attributes[PROPS_ATTR] = JSON.stringify(marker.props);
  return attributes;
}

const triggers: readonly IslandTrigger[] = ['load', 'idle', 'visible', 'interaction'];

/** Reads an island's marker back from its element; null when the element is not a valid island. */
export function readIsland(element: Element): (IslandMarker & { key: string }) | null {
  const id = element.getAttribute(ISLAND_ATTR);
  if (!id || !/^[a-z]+\/[A-Za-z0-9]+$/.test(id)) return null;
  const trigger = element.getAttribute(TRIGGER_ATTR) as IslandTrigger | null;
  let props: unknown;
  const raw = element.getAttribute(PROPS_ATTR);
  if (raw) {
    try {
      props = JSON.parse(raw);
    } catch {
      console.error(`Îlot ${id} : propriétés illisibles`);
      return null;
    }
  }
  return {
    id,
    trigger: trigger && triggers.includes(trigger) ? trigger : 'visible',
    props,
    hydrate: element.hasAttribute(HYDRATE_ATTR),
    key: element.getAttribute(KEY_ATTR) ?? islandKey(id),
  };
}

/**
 * Analytics events a static page asks for in its markup, sent by the page's loader: when the
 * page is shown (`view`, after its page_view) or when the element or something inside it is
 * clicked (`click`). A page of islands has no React to run an effect or an `onClick` for them.
 */
export const TRACK_CLICK_ATTR = 'data-track-click';
export const TRACK_PARAMS_ATTR = 'data-track-params';

export function trackedMarkup(
  when: 'view' | 'click',
  event: string,
  params: Record<string, string | number | boolean> = {},
): Record<string, string> {
  return {
    [when === 'view' ? 'data-view-event' : TRACK_CLICK_ATTR]: event,
    [when === 'view' ? 'data-view-params' : TRACK_PARAMS_ATTR]: JSON.stringify(params),
  };
}
