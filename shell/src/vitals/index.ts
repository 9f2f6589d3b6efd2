// The speed this page view had, measured by web-vitals (attribution build) and sent once, when
// the page is hidden or left, to the site's own endpoint (docs/adr-021-field-speed.md). Loaded by
// the page's loader once the page is painted and idle (`/vitals.js`), never on a tap's path.
// Nothing identifies the visitor: the page's type instead of its address, a coarse device class,
// the connection's type; no cookie, no storage, no identifier.
import {
  CONNECTION_TYPES,
  type ConnectionType,
  type DeviceClass,
  type PageViewBeacon,
  TARGET_MAX_LENGTH,
  VITALS_PATH,
} from '@parquet-alsace/shared/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';

type Navigator = globalThis.Navigator & {
  userAgentData?: { mobile?: boolean };
  connection?: { effectiveType?: string };
};

/** A coarse class from the viewport (and the browser's own mobile hint): never its size. */
function deviceClass(): DeviceClass {
  const width = window.innerWidth;
  if ((navigator as Navigator).userAgentData?.mobile || width < 600) return 'mobile';
  if (width < 1024 && matchMedia('(pointer: coarse)').matches) return 'tablet';
  return 'desktop';
}

function connectionType(): ConnectionType | undefined {
  const type = (navigator as Navigator).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as ConnectionType) : undefined;
}

const round = (ms: number) => Math.max(0, Math.round(ms));

// No address either: the server keeps the page's type, read from the beacon's Referer.
const view: PageViewBeacon = {
  device: deviceClass(),
  connection: connectionType(),
};

// Every change is kept (reportAllChanges): the values held when the page is hidden are final.
const always = { reportAllChanges: true };
onLCP(({ value, attribution: a }) => {
  Object.assign(view, {
    lcp: round(value),
    lcpTtfb: round(a.timeToFirstByte),
    lcpLoadDelay: round(a.resourceLoadDelay),
    lcpLoadDuration: round(a.resourceLoadDuration),
    lcpRenderDelay: round(a.elementRenderDelay),
  });
}, always);
onINP(({ value, attribution: a }) => {
  Object.assign(view, {
    inp: round(value),
    inpTarget: a.interactionTarget?.slice(0, TARGET_MAX_LENGTH) || undefined,
    inpInputDelay: round(a.inputDelay),
    inpProcessing: round(a.processingDuration),
    inpPresentation: round(a.presentationDelay),
  });
}, always);
onCLS(({ value }) => {
  view.cls = Math.round(value * 10_000) / 10_000;
}, always);
onFCP(({ value }) => {
  view.fcp = round(value);
}, always);
onTTFB(({ value }) => {
  view.ttfb = round(value);
}, always);

let sent = false;
/** Once per page view: the first time the page is hidden or left. */
function send(event: Event): void {
  if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
  if (view.lcp === undefined && view.inp === undefined && view.cls === undefined) return;
  sent = true;
  navigator.sendBeacon(VITALS_PATH, JSON.stringify(view));
}
// On the document, without capture: after web-vitals' own listeners (on the window, capture),
// which report the final INP and CLS when the page is hidden.
document.addEventListener('visibilitychange', send);
window.addEventListener('pagehide', send);
