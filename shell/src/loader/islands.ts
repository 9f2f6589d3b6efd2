import {
  ISLAND_ATTR,
  type IslandMarker,
  type IslandTrigger,
  READY_ATTR,
  readIsland,
} from '@parquet-alsace/shared/islands';
import { fallbackBox } from './fallback';
import { whenIdle } from './page-state';
import type { GetRuntime } from './runtime-loader';

/** Calls `run` once when the trigger fires for `element`. */
function arm(element: HTMLElement, trigger: IslandTrigger, run: () => void): void {
  if (trigger === 'load') {
    run();
  } else if (trigger === 'idle') {
    whenIdle(run);
  } else if (trigger === 'visible') {
    if (!('IntersectionObserver' in window)) {
      whenIdle(run);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  } else {
    const events = ['pointerdown', 'focusin', 'keydown', 'pointerenter'] as const;
    const wake = (event: Event) => {
      // A mouse resting on it is a good sign of intent; a finger scrolling past is not.
      if (event.type === 'pointerenter' && (event as PointerEvent).pointerType !== 'mouse') return;
      for (const type of events) element.removeEventListener(type, wake, true);
      run();
    };
    for (const type of events) element.addEventListener(type, wake, { capture: true, passive: true });
  }
}

/**
 * Until an island is mounted, the button (or `a[data-replay]` link) a visitor pressed in it and the form they sent are
 * remembered, then pressed and sent again once its code runs: the first tap is never lost, and a
 * form never falls back to a native submission (fields in the address). A form sent waits with
 * its submit buttons disabled, so that a second press is not lost either. Text typed and options chosen meanwhile are
 * kept by the hydration itself. If the island cannot load, they are dropped.
 */
function holdEarlyActions(element: HTMLElement): { replay(): void; drop(): void } {
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const disabled: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('button, a[data-replay]');
    if (!button || !element.contains(button)) return;
    // A link the island acts on (a download it counts first) waits for it like a button; it stays
    // a plain link without scripts, and is followed as one if the island cannot load.
    if (button.tagName === 'A') event.preventDefault();
    pressed = button;
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submitted = event.target as HTMLFormElement;
    pressed = null;
    for (const button of submitted.querySelectorAll<HTMLButtonElement>('[type=submit]:enabled')) {
      button.disabled = true;
      disabled.push(button);
    }
  };
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  element.addEventListener('click', onClick, options);
  element.addEventListener('submit', onSubmit, options);
  const drop = () => {
    listening.abort();
    for (const button of disabled.splice(0)) button.disabled = false;
  };
  return {
    drop() {
      drop();
      if (pressed?.tagName === 'A' && pressed.isConnected) pressed.click();
    },
    replay() {
      drop();
      // Sent again without a submitter: the island may tell a replay from a press.
      if (submitted?.isConnected) submitted.requestSubmit();
      else if (pressed?.isConnected) pressed.click();
    },
  };
}

function mountIsland(
  element: HTMLElement,
  marker: IslandMarker & { key: string },
  runtime: GetRuntime,
  held: ReturnType<typeof holdEarlyActions>,
) {
  element.setAttribute('aria-busy', 'true');
  let current = marker;
  const attempt = (): Promise<void> =>
    runtime()
      .then((r) => r.mountIsland(element, current))
      .then(
        () => {
          element.setAttribute(READY_ATTR, '');
          held.replay();
        },
        (error) => {
          console.error(`Îlot ${marker.id} indisponible`, error);
          held.drop();
          element.replaceChildren(
            fallbackBox(() => {
              // The server's HTML is gone with the fallback: the island renders this time.
              element.replaceChildren();
              current = { ...current, hydrate: false };
              attempt();
            }),
          );
        },
      )
      .finally(() => element.removeAttribute('aria-busy'));
  attempt();
}

/** The remotes whose islands are on this page (not the shell's own). */
export function islandRemotes(): string[] {
  const names = new Set<string>();
  for (const element of document.querySelectorAll(`[${ISLAND_ATTR}]`)) {
    const name = element.getAttribute(ISLAND_ATTR)?.split('/')[0];
    if (name && name !== 'shell') names.add(name);
  }
  return [...names];
}

/** Wakes the islands of the page on their triggers; the rest of the page never runs code. */
export function wakeIslands(runtime: GetRuntime): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    const marker = readIsland(element);
    if (!marker) continue;
    const held = holdEarlyActions(element);
    arm(element, marker.trigger, () => mountIsland(element, marker, runtime, held));
  }
}
