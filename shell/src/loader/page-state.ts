/**
 * When things may happen on this page. A page may be prerendered (speculation rules) before the
 * visitor asks for it: nothing the visitor would notice (page_view, the cookie banner's delay,
 * the tag manager) happens until it is shown.
 */
export function whenActivated(run: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', run, { once: true });
  } else {
    run();
  }
}

export function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Calls `run` once the browser has reported the page's largest paint: that of the image the
 * server marks `fetchpriority="high"` when there is one, else any after the load event (or after
 * 3 s, where the browser reports none).
 */
function afterLargestPaint(run: () => void): void {
  const largest = document.querySelector('img[fetchpriority="high"]');
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    run();
  };
  let observer: PerformanceObserver | null = null;
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
      if (!largest || entries.some((entry) => entry.element === largest)) whenLoaded(finish);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  whenLoaded(() => setTimeout(finish, 3000));
}

/**
 * After the load event and the page's largest paint, once the main thread is free: for code
 * that must not compete with the first paint (the runtime's preload, islands woken when idle).
 */
export function whenIdle(run: () => void): void {
  afterLargestPaint(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  });
}

/** Calls `run` in a task after the next frame: what the visitor just did is painted first. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

/**
 * Calls `run` in a task once the next frame is on screen, not only painted: the frame after it
 * begins once the browser has drawn it. Work started from a tap (the runtime, the wizard's code)
 * then never competes with the drawing of the frame that answers the tap, which Interaction to
 * Next Paint counts up to its presentation (docs/adr-004-islands.md, "The first tap").
 */
export function afterNextFrameShown(run: () => void): void {
  requestAnimationFrame(() => afterNextPaint(run));
}

/**
 * Calls `run` once the visitor shows they are about to use the page (a scroll, a key, a tap's
 * click, a mouse moving), once the frame that follows is on screen: nothing happens for a
 * visitor who only reads, and never inside a tap — a finger's lift is not the sign, as the tap's
 * click and the frame answering it follow it; the click is.
 */
export function whenIntent(run: () => void): void {
  const types = ['scroll', 'keydown', 'click', 'pointercancel', 'pointermove'] as const;
  const listening = new AbortController();
  const fire = (event: Event) => {
    // A finger pressing down moves too: its tap's click is the sign; a mouse moving is one.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    listening.abort();
    afterNextFrameShown(run);
  };
  for (const type of types) {
    window.addEventListener(type, fire, { capture: true, passive: true, signal: listening.signal });
  }
}

/** A plain left click, not one that opens a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
